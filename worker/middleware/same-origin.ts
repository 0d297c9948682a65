import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../bindings.ts";
import { errorResponse } from "./responses.ts";

/** Methods that change nothing: never refused here. */
const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request comes from a page of this site (docs/security.md, "Same origin"): its
 * `Origin` is exactly this request's origin; without an `Origin`, the Fetch Metadata header
 * `Sec-Fetch-Site: same-origin` says so. `Origin: null` (a sandboxed frame, a `data:` page, a
 * redirect across sites) and a request with neither header are not this site's pages.
 * @example isSameOriginRequest(new Request("https://www.locus.example/api/signup", { method: "POST", headers: { origin: "https://www.locus.example" } })) // true
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/**
 * Refuses a post, put, patch or delete that does not come from a page of this site: 403
 * with `{"error": message}` on the API, the error page elsewhere (the admin's sign-in form).
 * The one rule for every browser post: forms, sign-up, survey and the admin area.
 * Hono's own `csrf` middleware checks form-encoded posts only, and lets JSON through.
 */
export function sameOrigin(options: { message: string }): MiddlewareHandler<AppEnv> {
  return async function sameOriginMiddleware(c, next) {
    if (SAFE_METHODS.has(c.req.method) || isSameOriginRequest(c.req.raw)) return next();
    return errorResponse(c, 403, { title: "Not sent from this site", message: options.message });
  };
}
