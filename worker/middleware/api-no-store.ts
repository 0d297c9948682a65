import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../bindings.ts";
import { isApiPath } from "./responses.ts";

/**
 * Every answer of the JSON API is `Cache-Control: no-store` unless its route chose its own
 * caching (the localities answers are public for an hour): an API answer is personal or
 * short-lived, and no browser or shared cache keeps it. Set once here for all of /api,
 * errors and refusals included, instead of by each route.
 */
export function apiNoStore(): MiddlewareHandler<AppEnv> {
  return async function apiNoStoreMiddleware(c, next) {
    await next();
    if (isApiPath(c.req.path) && !c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
  };
}
