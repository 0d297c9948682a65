import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../bindings.ts";

/**
 * A request id made by the Worker (the runtime's crypto.randomUUID) for every request: it
 * tags log lines, is shown on the error page and is sent back as X-Request-Id. It is never
 * taken from the request (an X-Request-Id or a cf-ray header a client sent), so a visitor
 * cannot choose what is logged or echoed.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async function requestIdMiddleware(c, next) {
    const id = crypto.randomUUID();
    c.set("requestId", id);
    await next();
    c.header("X-Request-Id", id);
  };
}
