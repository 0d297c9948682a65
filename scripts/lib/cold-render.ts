/**
 * The cost of a page render with nothing of the page cached in the isolate, measured the way
 * docs/benchmarks.md states its budget: sequential requests, each after a new content version
 * (so the page is read from KV and rendered again), less the time Miniflare takes to carry a
 * request to an empty Worker and back, measured in the same run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import type { RenderPhases } from "../../worker/pages/render-phases.ts";
import { compatibilityDate, STATIC_ASSETS, startLocalWorker } from "./local-worker.ts";

/** The middle of a list of times. */
export function median(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The workerd processes this process started (Miniflare runs one per instance). */
function workerdChildren(): Set<number> {
  const listed = spawnSync("ps", ["-o", "pid=,comm=", "--ppid", String(process.pid)], { encoding: "utf8" });
  const pids = new Set<number>();
  for (const line of (listed.stdout ?? "").split("\n")) {
    const [pid, name] = line.trim().split(/\s+/);
    if (name === "workerd") pids.add(Number(pid));
  }
  return pids;
}

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU a process has used, user and system, in ms; null where /proc cannot tell. */
export function processCpuMs(pid: number | null): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === null || !existsSync(file)) return null;
  // The fields after the command name (which may hold spaces) start at its closing parenthesis.
  const fields = readFileSync(file, "utf8")
    .slice(readFileSync(file, "utf8").lastIndexOf(")") + 2)
    .split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * Starts a Miniflare instance and finds its workerd process, whose CPU time tells what the
 * requests cost whatever else the machine runs (the wall-clock figures grow with its load).
 */
export async function withWorkerd<T>(start: () => Promise<T>): Promise<{ value: T; pid: number | null }> {
  const before = workerdChildren();
  const value = await start();
  const started = [...workerdChildren()].filter((pid) => !before.has(pid));
  return { value, pid: started.length === 1 ? (started[0] as number) : null };
}

/** The mean, when every sample had one (/proc's 10 ms ticks average out over many requests). */
function meanOrNull(values: readonly number[], expected: number): number | null {
  return values.length === expected && expected > 0 ? values.reduce((a, b) => a + b, 0) / expected : null;
}

/** Wall-clock times of sequential requests, and the CPU workerd spent per request. */
export interface TimedRun {
  times: number[];
  cpuMsPerRequest: number | null;
}

/** Times of `samples` sequential requests to a Worker that answers at once: what dispatch alone costs. */
export async function dispatchTimes(samples: number, port?: number): Promise<TimedRun> {
  const { value: mf, pid } = await withWorkerd(async () => {
    const started = new Miniflare(
      convertV4MiniflareOptions({
        modules: true,
        script: 'export default { fetch() { return new Response("ok") } }',
        compatibilityDate: compatibilityDate(),
        // Behind Static Assets, as the Worker it is compared with.
        assets: STATIC_ASSETS,
        ...(port ? { port } : {}),
      }),
    );
    await started.ready;
    return started;
  });
  try {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < samples + 5; i += 1) {
      const cpuBefore = processCpuMs(pid);
      const start = performance.now();
      await (await mf.dispatchFetch("http://localhost/")).text();
      // The first few warm the path up.
      if (i < 5) continue;
      times.push(performance.now() - start);
      const cpuAfter = processCpuMs(pid);
      if (cpuBefore !== null && cpuAfter !== null) cpu.push(cpuAfter - cpuBefore);
    }
    return { times, cpuMsPerRequest: meanOrNull(cpu, times.length) };
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
  /** In the Worker, from its first middleware to its answer's headers (worker/local/request-times.ts). */
  workerMs: number;
  /** The CPU workerd spent on the request (in /proc's 10 ms ticks: a mean over many is what tells). */
  cpuMs: number | null;
  phases: RenderPhases;
}

/** The time requests spent in the Worker (worker/local/request-times.ts), by kind: "static", "page". */
export interface WorkerTimes {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** The time requests spent in the Worker since the last call, by kind ("static", "page"). */
export async function workerTimes(mf: Miniflare): Promise<Record<string, WorkerTimes>> {
  const response = await mf.dispatchFetch("http://localhost/__bench/request-times", { method: "POST" });
  if (!response.ok) throw new Error(`/__bench/request-times answered ${response.status}`);
  return (await response.json()) as Record<string, WorkerTimes>;
}

/**
 * What a browser says it takes, as every browser does: a page joined from its pre-render is
 * then sent as its gzip body (docs/benchmarks.md#served-compressed). The client here
 * decompresses it, as a browser does, before the whole page counts as read.
 */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

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
  const { value: started, pid } = await withWorkerd(() =>
    startLocalWorker(bundle, { BENCH_RENDER_PHASES: "true" }, { assets: true, ...(port ? { port } : {}) }),
  );
  const { mf } = started;
  try {
    const content = await mf.getKVNamespace("CONTENT");
    const seeded = await content.getWithMetadata("version");
    const found: ColdSample[] = [];
    for (let i = 0; i < samples + paths.length; i += 1) {
      await content.put("version", `bench-${i}`, sharedUnchanged ? { metadata: seeded.metadata } : {});
      await (await mf.dispatchFetch("http://localhost/__bench/forget-version", { method: "POST" })).arrayBuffer();
      const path = paths[i % paths.length] as string;
      const cpuBefore = processCpuMs(pid);
      const start = performance.now();
      const response = await mf.dispatchFetch(`http://localhost${path}`, { headers: BROWSER_HEADERS });
      const firstByteMs = performance.now() - start;
      await response.text();
      const totalMs = performance.now() - start;
      const cpuAfter = processCpuMs(pid);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status} in the cold-render run`);
      const phases = (await renderCount(mf)).last as RenderPhases;
      if (phases.path !== path) throw new Error(`the last render was ${phases.path}, not ${path}`);
      const workerMs = (await workerTimes(mf)).page?.max ?? Number.NaN;
      const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      if (i >= paths.length) found.push({ path, firstByteMs, totalMs, workerMs, cpuMs, phases });
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
  workerMs: number;
  /** Mean CPU of workerd per request; null where /proc cannot tell. */
  cpuMs: number | null;
  readMs: number;
  parseMs: number;
  validateMs: number;
  validated: number;
  shellMs: number;
  streamMs: number;
  /** How many were served from their pre-render in KV (docs/benchmarks.md#pre-rendered-pages). */
  prerendered: number;
}

export function summarise(samples: readonly ColdSample[]): ColdSummary {
  return {
    samples: samples.length,
    totalMs: median(samples.map((s) => s.totalMs)),
    firstByteMs: median(samples.map((s) => s.firstByteMs)),
    workerMs: median(samples.map((s) => s.workerMs)),
    cpuMs: meanOrNull(
      samples.flatMap((s) => (s.cpuMs === null ? [] : [s.cpuMs])),
      samples.length,
    ),
    readMs: median(samples.map((s) => s.phases.readMs)),
    parseMs: median(samples.map((s) => s.phases.parseMs)),
    validateMs: median(samples.map((s) => s.phases.validateMs)),
    validated: median(samples.map((s) => s.phases.validated)),
    shellMs: median(samples.map((s) => s.phases.shellMs)),
    streamMs: median(samples.map((s) => s.phases.streamMs ?? 0)),
    prerendered: samples.filter((s) => s.phases.prerendered).length,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The lines of the report: the whole, then each phase, then the whole less dispatch, and the CPU used. */
export function coldLines(
  label: string,
  summary: ColdSummary,
  dispatch: { ms: number; cpuMs: number | null },
): string[] {
  const cpu =
    summary.cpuMs === null || dispatch.cpuMs === null
      ? []
      : [
          `    CPU of workerd per request (mean): ${ms(summary.cpuMs)}, an empty Worker's ${ms(dispatch.cpuMs)}; ` +
            `less dispatch ${ms(summary.cpuMs - dispatch.cpuMs)} (what the render costs, however busy the machine)`,
        ];
  return [
    `  ${label} (${summary.samples} requests, medians):`,
    `    whole page ${ms(summary.totalMs)}, first byte ${ms(summary.firstByteMs)}; less dispatch (${ms(dispatch.ms)}): ` +
      `${ms(summary.totalMs - dispatch.ms)}, first byte ${ms(summary.firstByteMs - dispatch.ms)}`,
    `    in the Worker ${ms(summary.workerMs)} from its first middleware to the answer's headers: KV read ${ms(summary.readMs)}, parse and hash check ${ms(summary.parseMs)}, ` +
      `validation ${ms(summary.validateMs)} (${summary.validated} document(s)), render to the first byte ${ms(summary.shellMs)}, ` +
      `rest of the stream ${ms(summary.streamMs)}; ${summary.prerendered} of ${summary.samples} from their pre-render`,
    ...cpu,
  ];
}
