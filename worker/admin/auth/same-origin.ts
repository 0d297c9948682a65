import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../bindings.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request comes from a page of this site: its Origin is this
 * request's own origin; without an Origin (older browsers on same-origin posts), the
 * Fetch Metadata header says same-origin. Anything else is refused.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/**
 * Refuses a cross-site post, put or delete to the admin area (403) before the guard even
 * looks at the session: SameSite=Strict cookies and Access are not the only defence.
 */
export function sameOriginWrites(): MiddlewareHandler<AppEnv> {
  return async function sameOriginWritesMiddleware(c, next) {
    if (SAFE_METHODS.has(c.req.method) || isSameOriginRequest(c.req.raw)) return next();
    const message = "The admin area accepts changes from its own pages only.";
    if (c.req.path.startsWith("/api/")) return c.json({ error: message }, 403, { "cache-control": "no-store" });
    return c.text(message, 403, { "cache-control": "no-store" });
  };
}
