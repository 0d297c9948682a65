import { Hono } from "hono";
import type { AppEnv } from "../bindings.ts";
import { formRoutes } from "../forms/routes.ts";
import { geolocationRoutes } from "./geolocation.ts";
import { localitiesRoutes } from "./localities.ts";

/**
 * The JSON API under /api. Unknown API paths answer JSON, never the HTML 404 page.
 * Form posts: POST /api/forms/{form} (worker/forms/routes.ts).
 */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/health", (c) => c.json({ ok: true }));
  api.route("/localities", localitiesRoutes());
  api.route("/geolocation", geolocationRoutes());
  api.route("/forms", formRoutes());
  api.all("*", (c) => c.json({ error: `No API endpoint ${c.req.method} ${c.req.path}` }, 404));
  return api;
}
