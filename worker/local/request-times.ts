import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../bindings.ts";

/** The last request times kept, per kind of request. */
const KEPT = 20_000;
const times = new Map<string, number[]>();

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/**
 * Local entry only (scripts/bench.ts, with BENCH_RENDER_PHASES=true): the time each request
 * spends in the Worker, from its first middleware to its answer, by kind (the static
 * baseline, or a page), so that the benchmark can tell the Worker's own tail latency from
 * what Miniflare and the load generator add on a busy machine.
 */
export function requestTimes(): MiddlewareHandler<AppEnv> {
  return async function requestTimesMiddleware(c, next) {
    if (c.env.BENCH_RENDER_PHASES !== "true") return next();
    const start = performance.now();
    await next();
    const kind = c.req.path === "/__bench/static" ? "static" : c.req.path.startsWith("/__bench/") ? null : "page";
    if (!kind) return;
    const list = times.get(kind) ?? [];
    if (list.length >= KEPT) list.shift();
    list.push(performance.now() - start);
    times.set(kind, list);
  };
}

/** Percentiles of the times kept since the last call, by kind; the times are then forgotten. */
export function takeRequestTimes(): Record<string, { count: number; p50: number; p99: number; max: number }> {
  const out: Record<string, { count: number; p50: number; p99: number; max: number }> = {};
  for (const [kind, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    out[kind] = {
      count: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    };
  }
  times.clear();
  return out;
}
