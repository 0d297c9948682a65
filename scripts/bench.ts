/**
 * `npm run bench`: throughput and latency of the Worker in local workerd, driven through
 * Miniflare directly (no wrangler dev proxy), React's production build, KV seeded from
 * dist/kv. In one run it measures:
 *   (a) the home page's HTML as a precomputed string (route only in this configuration)
 *   (b) the same page rendered by the Worker from KV (steady state: isolate page cache)
 *   (b') the pricing page for a visitor from GB (price variant chosen per request)
 *   (c) a redirect from KV
 * and reports b/a against DESIGN.md's budget (>= 0.7), the cost of a page render when
 * nothing is cached, and the bundle-size report. Exits 1 on any error under load or a
 * missed budget.
 *
 *   tsx scripts/bench.ts [--duration 10] [--connections 8]
 */
import autocannon from "autocannon";
import { parseArgs } from "node:util";
import { figuresFrom, printFigures, reportErrors, type Figures } from "./lib/load-figures.ts";
import { bundleWorker, startLocalWorker } from "./lib/local-worker.ts";
import { sizeReport } from "./lib/size-report.ts";

const { values } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "8" } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

async function load(base: URL, label: string, path: string, headers: Record<string, string> = {}, expected = 200): Promise<Figures> {
  const url = new URL(path, base).href;
  await autocannon({ url, connections, duration: 2, headers }); // warm-up, discarded
  const result = await autocannon({ url, connections, duration, headers });
  return figuresFrom(label, result, expected === 200 ? result.non2xx : result["2xx"]);
}

async function uncachedRender(path: string, samples: number): Promise<{ p50: number; mean: number }> {
  // EDGE_CACHE_SECONDS=0: the version is read per request, so a new version forces a render.
  const { mf } = await startLocalWorker(bundle, { EDGE_CACHE_SECONDS: "0" });
  try {
    const content = await mf.getKVNamespace("CONTENT");
    const times: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      await content.put("version", `bench-${i}`);
      const start = performance.now();
      await (await mf.dispatchFetch(`http://localhost${path}`)).text();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(samples / 2)] as number, mean: times.reduce((a, b) => a + b, 0) / samples };
  } finally {
    await mf.dispose();
  }
}

const PAGE = "/";
const REDIRECT = "/stories/pharmacy-network";
const bundle = bundleWorker();

// The exact HTML the Worker renders for the page, to serve as a precomputed string.
const probe = await startLocalWorker(bundle);
const pageHtml = await (await probe.mf.dispatchFetch(`http://localhost${PAGE}`)).text();
await probe.mf.dispose();

const { mf, url } = await startLocalWorker(bundle, { BENCH_STATIC_HTML: pageHtml, SIMULATE_COUNTRY: "true" });
try {
  const check = await mf.dispatchFetch(new URL("/__bench/static", url).href);
  if ((await check.text()) !== pageHtml) throw new Error("the static route does not serve the page's HTML");
  const redirectCheck = await mf.dispatchFetch(new URL(REDIRECT, url).href, { redirect: "manual" });
  if (redirectCheck.status !== 301) throw new Error(`${REDIRECT} answered ${redirectCheck.status}, expected 301`);

  console.log(`Local workerd via Miniflare, ${connections} connections, ${duration} s per run, page ${PAGE} (${(pageHtml.length / 1024).toFixed(1)} KB of HTML)\n`);
  const rows = [
    await load(url, "(a) static string", "/__bench/static"),
    await load(url, "(b) SSR page from KV", PAGE),
    await load(url, "(b') /pricing from GB", "/pricing", { "x-simulate-country": "GB" }),
    await load(url, "(c) redirect from KV", REDIRECT, {}, 301),
  ];
  printFigures("route", rows);
  const [a, b] = rows as [Figures, Figures];
  const ratio = b.rps / a.rps;
  console.log(`\nSSR/static throughput b/a = ${ratio.toFixed(2)} (budget >= 0.7: ${ratio >= 0.7 ? "met" : "NOT MET"})`);

  const cold = await uncachedRender(PAGE, 40);
  console.log(`Render with nothing cached (KV reads + validation + React stream), 40 sequential requests: p50 ${cold.p50.toFixed(1)} ms, mean ${cold.mean.toFixed(1)} ms\n`);

  const sizes = await sizeReport(mf, bundle);
  for (const line of sizes.lines) console.log(line);
  for (const failure of sizes.failures) console.log(`OVER BUDGET: ${failure}`);

  // Errors under load and a missed budget both fail the run.
  if (reportErrors(rows) || ratio < 0.7 || sizes.failures.length > 0) process.exitCode = 1;
} finally {
  await mf.dispose();
}
