import type { Hono, MiddlewareHandler } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { AppEnv } from "../bindings.ts";
import { errorResponse } from "./responses.ts";

/** What every page, redirect, sitemap and robots.txt answers to. */
export const PAGE_METHODS = ["GET", "HEAD"] as const;

/**
 * Pages and redirects answer GET and HEAD; any other method answers 405 with `Allow`
 * (not the 404 page). Registered after the API, which has its own methods.
 */
export function pageMethods(): MiddlewareHandler<AppEnv> {
  return async function pageMethodsMiddleware(c, next) {
    if ((PAGE_METHODS as readonly string[]).includes(c.req.method)) return next();
    return errorResponse(
      c,
      405,
      {
        title: "Method not allowed",
        message: `${PAGE_METHODS.join(" and ")} only: this address does not take ${c.req.method.slice(0, 16)} requests.`,
      },
      { allow: PAGE_METHODS.join(", ") },
    );
  };
}

/**
 * For an API (a Hono app of JSON routes): a known path asked with a method it does not
 * have answers 405 in JSON with `Allow` listing the methods it has (Hono's
 * method-not-allowed middleware reads them from the routes, so new routes are covered).
 */
export function apiMethods(api: Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  return methodNotAllowed<AppEnv>({
    app: api,
    onMethodNotAllowed: (c, methods) =>
      c.json({ error: `Method not allowed: use ${methods.join(", ")}` }, 405, { allow: methods.join(", ") }),
  });
}
