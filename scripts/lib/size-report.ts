import { readFileSync } from "node:fs";
import type { Miniflare } from "miniflare";
import { brotliSize, gzipSize, kb, pageScripts, weigh } from "./page-weight.ts";

/** Budgets of DESIGN.md that the size report checks. */
export const BUDGETS = {
  /** JavaScript on a page without islands (brotli). */
  contentPageJs: 10 * 1024,
  /** Worker bundle for `wrangler deploy` (gzip). */
  workerGzip: 1024 * 1024,
};

export interface SizeReport {
  lines: string[];
  failures: string[];
}

/** Weighs what each published page loads, and the Worker bundle, against the budgets. */
export async function sizeReport(mf: Miniflare, workerBundle: string): Promise<SizeReport> {
  const lines: string[] = [];
  const failures: string[] = [];
  const entries = JSON.parse(readFileSync("dist/kv/content.json", "utf8")) as { key: string; value: string }[];
  const paths = entries.filter((e) => e.key.startsWith("page:")).map((e) => e.key.slice("page:".length)).sort();

  const stylesheet = (JSON.parse(readFileSync("dist/client-manifest.json", "utf8")) as { stylesheet: string }).stylesheet;
  lines.push(`stylesheet ${stylesheet}: ${kb(brotliSize(readFileSync(`dist/assets${stylesheet}`)))} brotli (every page)`);
  lines.push("JavaScript each page loads before any interaction (brotli):");
  for (const path of paths) {
    const html = await (await mf.dispatchFetch(`http://localhost${path}`)).text();
    const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
    const weight = weigh(pageScripts(html));
    const kind = islands.length ? `islands: ${[...new Set(islands)].join(", ")}` : "no islands";
    lines.push(
      `  ${path.padEnd(24)} ${kb(weight.brotliBytes).padStart(9)} in ${weight.files} file(s)${weight.react ? ", React runtime" : ""} (${kind})`,
    );
    if (islands.length === 0 && (weight.brotliBytes > BUDGETS.contentPageJs || weight.react)) {
      failures.push(`${path} has no island but loads ${kb(weight.brotliBytes)} of JavaScript${weight.react ? " including React" : ""}`);
    }
  }
  const worker = readFileSync(workerBundle);
  const workerGzip = gzipSize(worker);
  lines.push(`Worker bundle: ${kb(worker.byteLength)} raw, ${kb(workerGzip)} gzip (budget ${kb(BUDGETS.workerGzip)})`);
  if (workerGzip > BUDGETS.workerGzip) failures.push(`Worker bundle is ${kb(workerGzip)} gzip, over ${kb(BUDGETS.workerGzip)}`);
  return { lines, failures };
}
