import type { Hono } from "hono";
import type { AppEnv } from "./bindings.ts";

/**
 * The Worker's handlers for an app: what both entries (worker/index.ts for production,
 * worker/local.ts for local runs) export. Further handlers (queue, scheduled) go here, so
 * both entries get them.
 */
export function workerHandlers(app: Hono<AppEnv>) {
  return {
    fetch: app.fetch,
  } satisfies ExportedHandler<Env>;
}
