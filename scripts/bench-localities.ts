/**
 * `npm run bench:localities`: the embedded localities provider in local workerd, through
 * Miniflare directly (no wrangler dev proxy), with Static Assets and the ASSETS binding as
 * in production. In one run it measures:
 *   - cold queries: sequential autocomplete requests on a fresh isolate (index files read)
 *   - autocomplete under load: autocannon cycling through several hundred distinct
 *     prefixes (towns in many countries, ZIP codes, country filters), after one pass over
 *     them so that the load run measures the steady state
 *   - reverse geocoding under load over about a hundred positions near towns, and the same
 *     load on GET /api/health as the floor (Miniflare's entry and the assets router)
 *   - memory: the isolate's V8 heap after a full garbage collection, before and after the load
 *     runs (through workerd's inspector: what the 128 MB limit is about); the JSON bytes of
 *     index files the isolate cache holds (GET /api/localities/__cache); the V8 heap that a
 *     full cache budget of the largest files takes once decoded (scripts/lib/json-heap.ts);
 *     and workerd's resident set size (RSS), which counts the whole process and memory V8
 *     has not handed back, so it overstates the Worker's use
 *   - the Worker bundle (gzip) and the size of the index in Static Assets
 * Exits 1 on any error under load.
 *
 *   tsx scripts/bench-localities.ts [--duration 10] [--connections 8] [--inspector-port 9393]
 */
import autocannon from "autocannon";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { SHARD_CACHE_BYTES } from "../worker/localities/embedded/assets.ts";
import type { CellChunk, NameEntry } from "../worker/localities/embedded/format.ts";
import { isolateHeap } from "./lib/isolate-heap.ts";
import { figuresFrom, printFigures, reportErrors, type Figures } from "./lib/load-figures.ts";
import { bundleWorker, startLocalWorker } from "./lib/local-worker.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "8" },
    "inspector-port": { type: "string", default: "9393" },
  },
});
const inspectorPort = Number(values["inspector-port"]);
const duration = Number(values.duration);
const connections = Number(values.connections);
const GEO = "dist/assets/_geo";

/** Distinct autocomplete paths from the index itself: prefixes of 1 to 8 letters of every 40th name. */
function autocompletePaths(): string[] {
  const paths = new Set<string>();
  const dir = `${GEO}/names/all`;
  const chunks = readdirSync(dir)
    .filter((f) => /^\d+\.json$/.test(f))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  let n = 0;
  for (const file of chunks) {
    for (const entry of JSON.parse(readFileSync(join(dir, file), "utf8")) as NameEntry[]) {
      n += 1;
      if (n % 40 !== 0 || entry[3] < 1000) continue;
      const name = entry[1];
      const length = 1 + (n % 8);
      paths.add(`/api/localities/autocomplete?input=${encodeURIComponent(name.slice(0, length))}`);
      if (n % 3 === 0)
        paths.add(
          `/api/localities/autocomplete?input=${encodeURIComponent(name.slice(0, length + 1))}&types=locality&components=country:${entry[4].includes("United States") ? "us" : "fr"}`,
        );
    }
  }
  for (let zip = 0; zip < 1000; zip += 7)
    paths.add(`/api/localities/autocomplete?input=${String(zip).padStart(3, "0")}&types=postal_code`);
  return [...paths];
}

/** Positions 1 to 10 km from towns of every 7th cell chunk. */
function reversePaths(): string[] {
  const paths: string[] = [];
  const dir = `${GEO}/cells`;
  for (const file of readdirSync(dir).filter((_, i) => i % 7 === 0)) {
    const chunk = JSON.parse(readFileSync(join(dir, file), "utf8")) as CellChunk;
    for (const cell of Object.values(chunk).slice(0, 3)) {
      const place = cell.places[0];
      if (place)
        paths.push(`/api/localities/geocode?latlng=${(place[5] + 0.05).toFixed(4)},${(place[6] - 0.05).toFixed(4)}`);
    }
  }
  return paths;
}

async function load(base: URL, label: string, paths: string[]): Promise<Figures> {
  const result = await autocannon({
    url: base.href,
    connections,
    duration,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  return figuresFrom(label, result, result.non2xx);
}

/** Resident set size (KB) of the workerd processes Miniflare started. */
function workerdRssKb(): number {
  const out = execFileSync("ps", ["-o", "rss=,comm=", "--ppid", String(process.pid)], { encoding: "utf8" });
  return out
    .split("\n")
    .filter((line) => line.includes("workerd"))
    .reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[0]), 0);
}

function indexSize(): { files: number; bytes: number; gzip: number } {
  let [files, bytes, gzip] = [0, 0, 0];
  for (const entry of readdirSync(GEO, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files += 1;
    bytes += statSync(path).size;
    gzip += gzipSync(readFileSync(path)).byteLength;
  }
  return { files, bytes, gzip };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const bundle = bundleWorker();
const complete = autocompletePaths();
const reverse = reversePaths();
const { mf, url } = await startLocalWorker(bundle, { BENCH_GEO_STATS: "true" }, { assets: true, inspectorPort });
try {
  const check = await mf.dispatchFetch(new URL("/api/localities/autocomplete?input=Paris", url).href);
  const checked = (await check.json()) as { status: string };
  if (check.status !== 200 || checked.status !== "OK")
    throw new Error(`the embedded provider answered ${check.status} ${JSON.stringify(checked)}`);
  const rssBefore = workerdRssKb();
  const heapBefore = await isolateHeap(inspectorPort);

  const cold: number[] = [];
  for (const path of complete.slice(0, 60)) {
    const started = performance.now();
    await (await mf.dispatchFetch(new URL(path, url).href)).text();
    cold.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);

  console.log(`Embedded localities in local workerd via Miniflare, ${connections} connections, ${duration} s per run`);
  console.log(
    `Cold (fresh isolate, index files read), 60 sequential autocompletes: p50 ${cold[30]?.toFixed(1)} ms, p99 ${cold[59]?.toFixed(1)} ms`,
  );
  const warmUp = performance.now();
  for (const path of [...complete, ...reverse]) await (await mf.dispatchFetch(new URL(path, url).href)).text();
  console.log(
    `One sequential pass over all ${complete.length + reverse.length} queries: ${((performance.now() - warmUp) / 1000).toFixed(1)} s (Miniflare dispatch costs about 5 ms of it each)\n`,
  );
  const rows = [
    await load(url, "baseline: GET /api/health", ["/api/health"]),
    await load(url, `autocomplete (${complete.length} queries)`, complete),
    await load(url, `reverse geocode (${reverse.length} points)`, reverse),
  ];
  printFigures("run", rows);

  const rssAfter = workerdRssKb();
  const heapAfter = await isolateHeap(inspectorPort);
  const cache = (await (await mf.dispatchFetch(new URL("/api/localities/__cache", url).href)).json()) as {
    entries: number;
    bytes: number;
    budget: number;
  };
  console.log(
    `\nMemory: isolate V8 heap after GC ${mb(heapBefore.usedSize)} after start-up, ${mb(heapAfter.usedSize)} after the load runs (Workers limit 128 MB)`,
  );
  console.log(
    `        before that GC: ${mb(heapAfter.usedBeforeGc)} used, ${mb(heapAfter.totalBeforeGc)} reserved (garbage V8 had not yet collected: locally nothing presses it to)`,
  );
  console.log(
    `        workerd RSS ${(rssBefore / 1024).toFixed(0)} MB after start-up, ${(rssAfter / 1024).toFixed(0)} MB after the load runs (whole process, memory not handed back included)`,
  );
  console.log(
    `Isolate cache of index files: ${cache.entries} files, ${mb(cache.bytes)} of JSON (budget ${mb(cache.budget)})`,
  );
  const heap = JSON.parse(
    execFileSync(process.execPath, ["--expose-gc", "scripts/lib/json-heap.ts", String(SHARD_CACHE_BYTES)], {
      encoding: "utf8",
    }),
  ) as { files: number; jsonBytes: number; heapBytes: number };
  console.log(
    `A full cache at worst (the ${heap.files} largest files, ${mb(heap.jsonBytes)} of JSON) decodes to ${mb(heap.heapBytes)} of V8 heap (Node ${process.versions.node}, V8 ${process.versions.v8})`,
  );

  const worker = readFileSync(bundle);
  const index = indexSize();
  console.log(
    `Worker bundle: ${(worker.byteLength / 1024).toFixed(1)} KB raw, ${(gzipSync(worker).byteLength / 1024).toFixed(1)} KB gzip (budget 1024 KB); the index is not in it`,
  );
  console.log(`Index in Static Assets (${GEO}): ${index.files} files, ${mb(index.bytes)} raw, ${mb(index.gzip)} gzip`);

  if (reportErrors(rows)) process.exitCode = 1;
} finally {
  await mf.dispose();
}
