import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { playground, PLAYGROUND_PATH } from "./admin/playground.ts";
import { apiRoutes } from "./api/routes.ts";
import type { AppEnv } from "./bindings.ts";
import { errorPageHtml } from "./errors/error-page.ts";
import { logError } from "./log.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { visitor } from "./middleware/visitor.ts";
import { notFound, servePage } from "./pages/routes.ts";
import { redirects } from "./redirects/middleware.ts";
import { seoRoutes } from "./seo/routes.ts";

/**
 * The Locus Worker, in the order of DESIGN.md: request id and security headers; static
 * files (served by Workers Static Assets before the Worker runs; a missing one ends
 * here as a plain 404); redirects; the API; sitemap and robots.txt; pages; the 404 page;
 * the error page.
 */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(requestId({ generator: (c) => c.req.header("cf-ray") ?? crypto.randomUUID() }));
  app.use(securityHeaders());
  app.all("/static/*", (c) => c.text("Not found", 404));
  app.all("/_geo/*", (c) => c.text("Not found", 404));
  app.use(redirects());
  app.route("/api", apiRoutes());
  app.route("/", seoRoutes());
  app.use(visitor());

  // Benchmark only: the same page HTML as a precomputed string (see scripts/bench.ts).
  app.get("/__bench/static", (c) => (c.env.BENCH_STATIC_HTML ? c.html(c.env.BENCH_STATIC_HTML) : c.notFound()));

  // The section library on one page (noindex); sign-in comes with the editor.
  app.get(PLAYGROUND_PATH, playground);

  app.get("*", servePage);
  app.notFound(notFound);
  app.onError((error, c) => {
    const id = c.var.requestId ?? "unknown";
    logError("unhandled error", { requestId: id, method: c.req.method, path: c.req.path }, error);
    if (c.req.path.startsWith("/api/")) return c.json({ error: "Internal error", requestId: id }, 500);
    return c.html(
      errorPageHtml({
        status: 500,
        title: "Something went wrong",
        message: "We could not show this page. Please try again in a moment; if it keeps happening, contact us and quote the reference below.",
        requestId: id,
      }),
      500,
    );
  });
  return app;
}
