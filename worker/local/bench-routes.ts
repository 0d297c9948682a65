import type { Hono } from "hono";
import type { AppEnv } from "../bindings.ts";
import { shardCacheStats } from "../localities/embedded/assets.ts";
import { renderStats } from "../pages/render-phases.ts";

/**
 * Benchmark routes, in the local entry only (never in the production bundle), each also
 * switched on by its own var:
 * - GET /__bench/static (BENCH_STATIC_HTML): the page HTML as a precomputed string, the
 *   baseline of scripts/bench.ts
 * - GET /api/localities/__cache (BENCH_GEO_STATS=true): what the isolate keeps of the
 *   embedded index (scripts/bench-localities.ts)
 * - GET /__bench/last-render (BENCH_RENDER_PHASES=true): the phases of the isolate's last page
 *   render (worker/pages/render-phases.ts), for the cold-render figures of scripts/bench.ts
 */
export function benchRoutes(app: Hono<AppEnv>): void {
  app.get("/__bench/static", (c) => (c.env.BENCH_STATIC_HTML ? c.html(c.env.BENCH_STATIC_HTML) : c.notFound()));
  app.get("/__bench/last-render", (c) =>
    c.env.BENCH_RENDER_PHASES === "true"
      ? c.json(renderStats.last, 200, { "cache-control": "no-store" })
      : c.notFound(),
  );
  app.get("/api/localities/__cache", (c) =>
    c.env.BENCH_GEO_STATS === "true" ? c.json(shardCacheStats()) : c.json({ error: "No such API endpoint" }, 404),
  );
}
