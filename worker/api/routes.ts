import { Hono } from "hono/tiny";
import type { AppEnv } from "../bindings.ts";
import { apiMethods } from "../middleware/methods.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { cspReportRoutes } from "./csp-report.ts";
import { formRoutes } from "../forms/routes.ts";
import { geolocationRoutes } from "./geolocation.ts";
import { localitiesRoutes } from "./localities.ts";
import { signUpRoutes } from "../signup/routes.ts";

/** How long a visitor over the localities limit waits: LOCALITIES_RATE_LIMIT's period in wrangler.toml. */
export const LOCALITIES_LIMIT_PERIOD = 60;

/**
 * The JSON API under /api. Every answer is JSON: an unknown path answers 404, a known path
 * asked with another method 405 with `Allow`, never the HTML pages. Form posts:
 * POST /api/forms/{form} (worker/forms/routes.ts). Sign-up: POST /api/signup (worker/signup/routes.ts).
 */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use(apiMethods(api));
  api.get("/health", (c) => c.json({ ok: true }));
  api.use(
    "/localities/*",
    rateLimit({
      binding: (env) => env.LOCALITIES_RATE_LIMIT,
      periodSeconds: LOCALITIES_LIMIT_PERIOD,
      name: "localities",
    }),
  );
  api.route("/localities", localitiesRoutes());
  api.route("/geolocation", geolocationRoutes());
  api.route("/csp-report", cspReportRoutes());
  api.route("/forms", formRoutes());
  api.route("/signup", signUpRoutes());
  api.all("*", (c) => c.json({ error: "No such API endpoint" }, 404));
  return api;
}
