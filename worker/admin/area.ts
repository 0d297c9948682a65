import { Hono } from "hono/tiny";
import type { AppEnv } from "../bindings.ts";
import { errorPageHtml } from "../errors/error-page.ts";
import { visitor } from "../middleware/visitor.ts";
import { apiMethods } from "../middleware/methods.ts";
import { contextRoutes } from "./api/context.ts";
import { imageSizeRoutes } from "./api/image-size.ts";
import { leadRoutes } from "./api/leads.ts";
import { pageRoutes } from "./api/pages.ts";
import { redirectRoutes } from "./api/redirects.ts";
import { siteRoutes } from "./api/site.ts";
import type { AdminAuth } from "./auth/admin-auth.ts";
import { sameOriginWrites } from "./auth/same-origin.ts";
import { ADMIN_PATHS, adminNoStore, requireAdmin } from "./guard.ts";
import { mediaRoutes, serveMedia } from "./media/media-routes.ts";
import { playground, PLAYGROUND_PATH } from "./playground.ts";
import { LAYOUT_VIEW_PATH, layoutView } from "./layout-view.ts";
import { previewPage } from "./preview.ts";
import { adminShell } from "./shell.ts";

const PAGE_ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** The admin JSON API under /api/admin (every answer JSON; 404 and 405 included). */
function adminApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use(apiMethods(api));
  api.route("/pages", pageRoutes());
  api.route("/site", siteRoutes());
  api.route("/context", contextRoutes());
  api.route("/redirects", redirectRoutes());
  api.route("/media", mediaRoutes());
  api.route("/image-size", imageSizeRoutes());
  api.route("/leads", leadRoutes());
  api.all("*", (c) => c.json({ error: "No such admin API endpoint" }, 404));
  return api;
}

/**
 * The admin area (docs/editor.md) and the media it publishes. Every admin page and API
 * answer is never cached; a post, put or delete from another site is refused (403); then
 * the sign-in check (Cloudflare Access in production, the local password in local runs)
 * lets only admins through. Registered before the redirects and the pages, so no redirect
 * or content page can shadow an admin address.
 */
export function adminArea(app: Hono<AppEnv>, auth: AdminAuth): void {
  app.on(["GET", "HEAD"], "/media/*", serveMedia);
  for (const path of ADMIN_PATHS) app.use(path, adminNoStore(), sameOriginWrites());
  auth.routes?.(app);
  for (const path of ADMIN_PATHS) app.use(path, requireAdmin(auth));

  app.route("/api/admin", adminApi());
  app.get("/admin", (c) => adminShell(c, auth, "home"));
  app.get("/admin/editor", (c) => adminShell(c, auth, "pages"));
  app.get("/admin/editor/redirects", (c) => adminShell(c, auth, "redirects"));
  app.get("/admin/editor/urls", (c) => adminShell(c, auth, "urls"));
  app.get(`/admin/editor/:id{${PAGE_ID}}`, (c) => adminShell(c, auth, "page", { id: c.req.param("id") }));
  app.get(`/admin/preview/:id{${PAGE_ID}}`, visitor(), previewPage);
  app.get(LAYOUT_VIEW_PATH, visitor(), layoutView);
  app.get("/admin/app-settings", (c) => adminShell(c, auth, "settings"));
  app.get("/admin/media", (c) => adminShell(c, auth, "media"));
  app.get("/admin/leads", (c) => adminShell(c, auth, "leads"));
  app.get(`/admin/leads/:id{${PAGE_ID}}`, (c) => adminShell(c, auth, "lead", { id: c.req.param("id") }));
  app.get(PLAYGROUND_PATH, visitor(), playground);
  app.all("/admin/*", (c) =>
    c.html(
      errorPageHtml({
        status: 404,
        title: "No such admin page",
        message: "This address is not a page of the admin area.",
      }),
      404,
    ),
  );
}
