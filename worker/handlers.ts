import type { Hono } from "hono";
import type { AppEnv } from "./bindings.ts";
import { queue, scheduled } from "./forms/handlers.ts";

/**
 * The Worker's handlers for an app: what both entries (worker/index.ts for production,
 * worker/local.ts for local runs) export. fetch: the site (app.ts); queue and scheduled:
 * lead delivery and its sweep (worker/forms/).
 */
export function workerHandlers(app: Hono<AppEnv>) {
  return {
    fetch: app.fetch,
    queue,
    scheduled,
  } satisfies ExportedHandler<Env>;
}
