import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../bindings.ts";
import { errorPageHtml } from "../errors/error-page.ts";
import { isRefusal, type AdminAuth } from "./auth/admin-auth.ts";

/** The paths of the admin area: its pages and its API. */
export const ADMIN_PATHS = ["/admin", "/admin/*", "/api/admin", "/api/admin/*"] as const;

/** Admin answers are never cached by a browser or a proxy, and never indexed. */
export function adminNoStore(): MiddlewareHandler<AppEnv> {
  return async function adminNoStoreMiddleware(c, next) {
    await next();
    c.header("cache-control", "no-store");
    c.header("x-robots-tag", "noindex, nofollow");
  };
}

/**
 * Lets only admins through (docs/editor.md). Refused: the API answers 401 in JSON; a page
 * request goes to the sign-in page where there is one (local), else gets a 403 page that
 * says why (production, where Cloudflare Access signs people in).
 */
export function requireAdmin(auth: AdminAuth): MiddlewareHandler<AppEnv> {
  return async function requireAdminMiddleware(c, next) {
    const identity = await auth.identify(c);
    if (!isRefusal(identity)) {
      c.set("admin", identity);
      return next();
    }
    if (c.req.path.startsWith("/api/")) return c.json({ error: identity.refused }, 401);
    const url = new URL(c.req.url);
    const signIn = c.req.method === "GET" || c.req.method === "HEAD" ? auth.signInUrl(url.pathname + url.search) : null;
    if (signIn) return c.redirect(signIn, 302);
    return c.html(errorPageHtml({ status: 403, title: "Admins only", message: identity.refused }), 403);
  };
}
