import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../bindings.ts";
import { MAX_PATH_BYTES } from "../redirects/rules.ts";
import { errorResponse, isApiPath } from "./responses.ts";

/** The API's own bound on a query string, far below the runtime's (a 431 in plain text). */
export const MAX_API_QUERY_BYTES = 2048;

/**
 * Bounds what a request may make the Worker look up, before any KV read: a path longer
 * than MAX_PATH_BYTES (as sent, escapes included) answers 414, as does an API query string
 * longer than MAX_API_QUERY_BYTES. A URL's path and query are ASCII once parsed, so their
 * length is their size in bytes.
 */
export function requestLimits(): MiddlewareHandler<AppEnv> {
  return async function requestLimitsMiddleware(c, next) {
    const url = new URL(c.req.url);
    if (url.pathname.length > MAX_PATH_BYTES) {
      return errorResponse(c, 414, {
        kind: "addressTooLong",
        apiMessage: `The address is too long: a path has at most ${MAX_PATH_BYTES} bytes.`,
      });
    }
    if (isApiPath(url.pathname) && url.search.length > MAX_API_QUERY_BYTES) {
      return errorResponse(c, 414, {
        kind: "addressTooLong",
        apiMessage: `The query string is too long: at most ${MAX_API_QUERY_BYTES} bytes.`,
      });
    }
    await next();
  };
}
