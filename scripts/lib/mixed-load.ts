/**
 * The mixed run of scripts/bench.ts: every page of the sitemap for visitors from GB, US and
 * FR in turn, in a site's steady state, beside runs of the static baseline.
 */
import autocannon from "autocannon";
import { median } from "./cold-render.ts";
import { figuresFrom, type Figures } from "./load-figures.ts";

/** Countries of the mixed run: one visitor each for pounds, dollars and euros. */
export const MIXED_COUNTRIES = ["GB", "US", "FR"] as const;

export type MixedRequest = { method: "GET"; path: string; headers: Record<string, string> };

/** The same path for GB, US, FR, then the next path. */
export function mixedRequests(paths: readonly string[]): MixedRequest[] {
  return paths.flatMap((path) =>
    MIXED_COUNTRIES.map((country) => ({ method: "GET" as const, path, headers: { "x-simulate-country": country } })),
  );
}

/**
 * Asks for each request once, one after another: the site's steady state, where each page
 * and currency was asked for before (autocannon's connections walk the list in step, so a
 * timed warm-up would leave most pages to be rendered eight times at once during the run).
 */
export async function warmUp(base: URL, requests: readonly MixedRequest[]): Promise<void> {
  for (const request of requests)
    await (await fetch(new URL(request.path, base), { headers: request.headers })).arrayBuffer();
}

/**
 * One timed mixed run, after two seconds of the same load that are not counted, as each run
 * of the static baseline has: the static run before it asked for none of these paths for
 * longer than EDGE_CACHE_SECONDS, so their redirect answers and the content version have
 * expired, and the first request of each would wait on KV. A site's steady state is one where
 * each page is asked for within that time, which the warm-up restores.
 */
export async function mixedRun(
  base: URL,
  requests: MixedRequest[],
  options: { connections: number; duration: number; pages: number },
): Promise<Figures> {
  const load = { url: base.href, connections: options.connections, requests };
  await autocannon({ ...load, duration: 2 });
  const result = await autocannon({ ...load, duration: options.duration });
  return figuresFrom(`(m) ${options.pages} sitemap pages × ${MIXED_COUNTRIES.join("/")}`, result, result.non2xx);
}

/** Several runs as one: mean throughput, the median run's latencies, every error. */
export function combined(runs: readonly Figures[]): Figures {
  const first = runs[0] as Figures;
  return {
    label: runs.length > 1 ? `${first.label} (${runs.length} runs)` : first.label,
    rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.every((r) => r.errors === "0") ? "0" : runs.map((r) => r.errors).join("; "),
  };
}
