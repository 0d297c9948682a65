/**
 * The cost of a page render with nothing of the page cached in the isolate, measured the way
 * docs/benchmarks.md states its budget: sequential requests, each after a new content version
 * (so the page is read from KV and rendered again), less the time Miniflare takes to carry a
 * request to an empty Worker and back, measured in the same run.
 */
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import type { RenderPhases } from "../../worker/pages/render-phases.ts";
import { compatibilityDate, startLocalWorker } from "./local-worker.ts";

/** The middle of a list of times. */
export function median(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Times of `samples` sequential requests to a Worker that answers at once: what dispatch alone costs. */
export async function dispatchTimes(samples: number, port?: number): Promise<number[]> {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch() { return new Response("ok") } }',
      compatibilityDate: compatibilityDate(),
      ...(port ? { port } : {}),
    }),
  );
  await mf.ready;
  try {
    const times: number[] = [];
    for (let i = 0; i < samples + 5; i += 1) {
      const start = performance.now();
      await (await mf.dispatchFetch("http://localhost/")).text();
      if (i >= 5) times.push(performance.now() - start); // the first few warm the path up
    }
    return times;
  } finally {
    await mf.dispose();
  }
}

/** How many pages the isolate has rendered, and the phases of the last (GET /__bench/last-render). */
export async function renderCount(mf: Miniflare): Promise<{ renders: number; last: RenderPhases | null }> {
  const response = await mf.dispatchFetch("http://localhost/__bench/last-render");
  if (!response.ok)
    throw new Error(`/__bench/last-render answered ${response.status}: start the Worker with BENCH_RENDER_PHASES`);
  return (await response.json()) as { renders: number; last: RenderPhases | null };
}

/** One cold render: seen from outside (first byte, whole page) and the Worker's own phases. */
export interface ColdSample {
  path: string;
  firstByteMs: number;
  totalMs: number;
  phases: RenderPhases;
}

/**
 * `samples` renders over `paths` in turn, each after a new content version. `sharedUnchanged`:
 * the new version names the same site settings and catalogue as the seeded one (an edit of
 * one page), which the isolate keeps by their hash; otherwise it names none, and every
 * document is read again. The first round over the paths warms the isolate (its code, React)
 * and is not counted.
 */
export async function coldRenders(
  bundle: string,
  paths: readonly string[],
  samples: number,
  sharedUnchanged: boolean,
  port?: number,
): Promise<ColdSample[]> {
  // The isolate forgets its version after each new one is written, so that the next request
  // reads it from KV, as the first request after a new version does; what does not depend on
  // the version (the path's redirect answer, read in the first round) stays kept, as it would.
  const { mf } = await startLocalWorker(bundle, { BENCH_RENDER_PHASES: "true" }, port ? { port } : {});
  try {
    const content = await mf.getKVNamespace("CONTENT");
    const seeded = await content.getWithMetadata("version");
    const found: ColdSample[] = [];
    for (let i = 0; i < samples + paths.length; i += 1) {
      await content.put("version", `bench-${i}`, sharedUnchanged ? { metadata: seeded.metadata } : {});
      await (await mf.dispatchFetch("http://localhost/__bench/forget-version", { method: "POST" })).arrayBuffer();
      const path = paths[i % paths.length] as string;
      const start = performance.now();
      const response = await mf.dispatchFetch(`http://localhost${path}`);
      const firstByteMs = performance.now() - start;
      await response.text();
      const totalMs = performance.now() - start;
      if (response.status !== 200) throw new Error(`${path} answered ${response.status} in the cold-render run`);
      const phases = (await renderCount(mf)).last as RenderPhases;
      if (phases.path !== path) throw new Error(`the last render was ${phases.path}, not ${path}`);
      if (i >= paths.length) found.push({ path, firstByteMs, totalMs, phases });
    }
    return found;
  } finally {
    await mf.dispose();
  }
}

/** The medians of a cold-render run, each phase on its own. */
export interface ColdSummary {
  samples: number;
  totalMs: number;
  firstByteMs: number;
  readMs: number;
  parseMs: number;
  validateMs: number;
  validated: number;
  shellMs: number;
  streamMs: number;
}

export function summarise(samples: readonly ColdSample[]): ColdSummary {
  return {
    samples: samples.length,
    totalMs: median(samples.map((s) => s.totalMs)),
    firstByteMs: median(samples.map((s) => s.firstByteMs)),
    readMs: median(samples.map((s) => s.phases.readMs)),
    parseMs: median(samples.map((s) => s.phases.parseMs)),
    validateMs: median(samples.map((s) => s.phases.validateMs)),
    validated: median(samples.map((s) => s.phases.validated)),
    shellMs: median(samples.map((s) => s.phases.shellMs)),
    streamMs: median(samples.map((s) => s.phases.streamMs ?? 0)),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The lines of the report: the whole, then each phase, then the whole less dispatch. */
export function coldLines(label: string, summary: ColdSummary, dispatchMs: number): string[] {
  return [
    `  ${label} (${summary.samples} requests, medians):`,
    `    whole page ${ms(summary.totalMs)}, first byte ${ms(summary.firstByteMs)}; less dispatch (${ms(dispatchMs)}): ` +
      `${ms(summary.totalMs - dispatchMs)}, first byte ${ms(summary.firstByteMs - dispatchMs)}`,
    `    in the Worker: KV read ${ms(summary.readMs)}, parse and hash check ${ms(summary.parseMs)}, ` +
      `validation ${ms(summary.validateMs)} (${summary.validated} document(s)), render to the first byte ${ms(summary.shellMs)}, ` +
      `rest of the stream ${ms(summary.streamMs)}`,
  ];
}
