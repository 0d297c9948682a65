import type { Hono } from "hono";
import type { AppEnv } from "../bindings.ts";
import { shardCacheStats } from "../localities/embedded/assets.ts";
import { forgetContentVersion } from "../content/store.ts";
import { renderStats } from "../pages/render-phases.ts";
import { takeRequestTimes } from "./request-times.ts";

/**
 * Benchmark routes, in the local entry only (never in the production bundle), each also
 * switched on by its own var:
 * - GET /__bench/static (BENCH_STATIC_HTML): the page HTML as a precomputed string, the
 *   baseline of scripts/bench.ts
 * - GET /api/localities/__cache (BENCH_GEO_STATS=true): what the isolate keeps of the
 *   embedded index (scripts/bench-localities.ts)
 * - GET /__bench/last-render (BENCH_RENDER_PHASES=true): how many pages the isolate rendered
 *   and the phases of the last render (worker/pages/render-phases.ts), for scripts/bench.ts
 * - POST /__bench/request-times (BENCH_RENDER_PHASES=true): percentiles of the time requests
 *   spent in the Worker since the last call (request-times.ts)
 * - POST /__bench/forget-version (BENCH_RENDER_PHASES=true): the next request reads the
 *   content version from KV, as the first request after a new version reaches the isolate
 */
export function benchRoutes(app: Hono<AppEnv>): void {
  app.get("/__bench/static", (c) => (c.env.BENCH_STATIC_HTML ? c.html(c.env.BENCH_STATIC_HTML) : c.notFound()));
  app.get("/__bench/last-render", (c) =>
    c.env.BENCH_RENDER_PHASES === "true"
      ? c.json({ renders: renderStats.renders, last: renderStats.last }, 200, { "cache-control": "no-store" })
      : c.notFound(),
  );
  app.post("/__bench/request-times", (c) =>
    c.env.BENCH_RENDER_PHASES === "true"
      ? c.json(takeRequestTimes(), 200, { "cache-control": "no-store" })
      : c.notFound(),
  );
  app.post("/__bench/forget-version", (c) => {
    if (c.env.BENCH_RENDER_PHASES !== "true") return c.notFound();
    forgetContentVersion();
    return c.body(null, 204);
  });
  app.get("/api/localities/__cache", (c) =>
    c.env.BENCH_GEO_STATS === "true" ? c.json(shardCacheStats()) : c.json({ error: "No such API endpoint" }, 404),
  );
}
