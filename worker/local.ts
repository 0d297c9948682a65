import { createApp } from "./app.ts";
import { workerHandlers } from "./handlers.ts";
import { benchRoutes } from "./local/bench-routes.ts";
import { requestSimulation } from "./local/simulation.ts";

/**
 * The local entry (top-level `main` in wrangler.toml): `npm start`, `wrangler dev`, the
 * tests and the benchmarks. Adds the country and position simulation (on while
 * SIMULATE_COUNTRY is "true") and the benchmark routes. Never deployed: production builds
 * worker/index.ts.
 */
export default workerHandlers(createApp({ simulation: requestSimulation, routes: benchRoutes }));
