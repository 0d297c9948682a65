import { Hono } from "hono/tiny";
import { ContentError } from "../client/content/validate.ts";
import { adminArea } from "./admin/area.ts";
import type { AdminAuth } from "./admin/auth/admin-auth.ts";
import { cloudflareAccess } from "./admin/auth/access.ts";
import { apiRoutes } from "./api/routes.ts";
import type { AppEnv, Simulation } from "./bindings.ts";
import type { EmbeddedAccounts } from "./signup/accounts-service.ts";
import { ERRORS } from "../client/i18n/bundled.ts";
import { errorPageHtml } from "./errors/error-page.ts";
import { VISITOR_LANGUAGE_VARY, visitorLanguage } from "./errors/visitor-language.ts";
import { logError } from "./log.ts";
import { apiNoStore } from "./middleware/api-no-store.ts";
import { pageMethods } from "./middleware/methods.ts";
import { requestId } from "./middleware/request-id.ts";
import { requestLimits } from "./middleware/request-limits.ts";
import { isApiPath } from "./middleware/responses.ts";
import { servePmtiles } from "./maps/pmtiles-route.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { visitor } from "./middleware/visitor.ts";
import { notFound, servePage } from "./pages/routes.ts";
import { redirects } from "./redirects/middleware.ts";
import { seoRoutes } from "./seo/routes.ts";

/** How soon a crawler may ask again for a page whose stored content fails its schema. */
const CONTENT_RETRY_AFTER_SECONDS = 60;

/**
 * What only the local entry (worker/local.ts) adds. The production entry (worker/index.ts)
 * passes nothing, and its bundle holds none of this code.
 */
export interface LocalExtensions {
  /** Country and position chosen by the request, while SIMULATE_COUNTRY is "true". */
  simulation: Simulation;
  /** Routes registered before the security headers (the test vendors' embeds may be framed). */
  early: (app: Hono<AppEnv>) => void;
  /** Routes registered before the API and the pages (the benchmark's, the test vendors' demo). */
  routes: (app: Hono<AppEnv>) => void;
  /** The embedded accounts service, used by the sign-up while ACCOUNTS_API_URL is unset. */
  accounts: EmbeddedAccounts;
  /** The admin sign-in of local runs (a password); production uses Cloudflare Access. */
  adminAuth?: AdminAuth;
}

/**
 * The Locus Worker, in the order of docs/architecture.md: request id and security headers (pages add
 * the CSP hosts of configured third-party services); no-store on every API answer; bounds on
 * the request (before any KV read); static files (served by Workers Static Assets before
 * the Worker runs; a missing one ends here as a plain 404); the admin area (signed-in admins
 * only) and its media; redirects; the API; sitemap and
 * robots.txt; 405 for methods pages do not take; pages; the 404 page; the error page.
 */
export function createApp(local?: LocalExtensions, options: { adminAuth?: AdminAuth } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  local?.early(app);
  app.use(securityHeaders());
  app.use(apiNoStore());
  app.use(async (c, next) => {
    c.set("simulation", local && c.env.SIMULATE_COUNTRY === "true" ? local.simulation : null);
    c.set("localRun", local !== undefined);
    c.set("embeddedAccounts", local && !c.env.ACCOUNTS_API_URL?.trim() ? local.accounts : null);
    await next();
  });
  app.use(requestLimits());
  app.all("/static/*", (c) => c.text("Not found", 404));
  app.all("/_geo/*", (c) => c.text("Not found", 404));
  app.all("/_basemap/*", (c) => c.text("Not found", 404));
  app.all("/_i18n/*", (c) => c.text("Not found", 404));
  app.all("/_api/*", (c) => c.text("Not found", 404));
  app.all("/_images/*", (c) => c.text("Not found", 404));
  app.on(["GET", "HEAD"], "/tiles/:file", servePmtiles);
  adminArea(app, options.adminAuth ?? local?.adminAuth ?? cloudflareAccess());
  app.use(redirects());
  local?.routes(app);
  app.route("/api", apiRoutes());
  app.route("/", seoRoutes());
  app.use(pageMethods());
  app.use(visitor());

  app.get("*", servePage);
  app.notFound(notFound);
  app.onError((error, c) => {
    const id = c.var.requestId ?? "unknown";
    const source = error instanceof ContentError ? { source: error.source } : {};
    logError("unhandled error", { requestId: id, method: c.req.method, path: c.req.path, ...source }, error);
    if (isApiPath(c.req.path)) return c.json({ error: "Internal error", requestId: id }, 500);
    // Content that fails its schema (a hand edit, a deploy ahead of its sync, a rollback) is
    // being repaired, not a fault of the code: 503, and crawlers come back later (docs/architecture.md).
    const status = error instanceof ContentError ? 503 : 500;
    // docs/languages.md: in the visitor's language.
    const language = visitorLanguage(c);
    const { serverTitle, serverText } = ERRORS[language];
    const headers = { "cache-control": "no-store", vary: VISITOR_LANGUAGE_VARY };
    return c.html(
      errorPageHtml({ status, title: serverTitle, message: serverText, requestId: id, language }),
      status,
      status === 503 ? { ...headers, "retry-after": String(CONTENT_RETRY_AFTER_SECONDS) } : headers,
    );
  });
  return app;
}
