import { Hono } from "hono";
import type { AppEnv } from "../bindings.ts";
import { geolocationRoutes } from "./geolocation.ts";
import { localitiesRoutes } from "./localities.ts";

/**
 * The JSON API under /api. Unknown API paths answer JSON, never the HTML 404 page.
 * Form endpoints are added here by later work.
 */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/health", (c) => c.json({ ok: true }));
  api.route("/localities", localitiesRoutes());
  api.route("/geolocation", geolocationRoutes());
  api.all("*", (c) => c.json({ error: `No API endpoint ${c.req.method} ${c.req.path}` }, 404));
  return api;
}
