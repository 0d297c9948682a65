/**
 * Bundle-size report: the JavaScript each published page loads (brotli), at first and later,
 * and the production Worker bundle (gzip) with its largest inputs, checked against the
 * budgets of docs/benchmarks.md. `--check` exits 1 on a breach. Run `npm run build` first.
 */
import { parseArgs } from "node:util";
import { bundleProductionForReport, bundleWorker, PRODUCTION_OUT, startLocalWorker } from "./lib/local-worker.ts";
import { sizeReport } from "./lib/size-report.ts";

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
const bundle = bundleWorker();
const production = bundleProductionForReport();
const { mf } = await startLocalWorker(bundle);
try {
  const report = await sizeReport(mf, production, PRODUCTION_OUT);
  for (const line of report.lines) console.log(line);
  for (const failure of report.failures) console.error(`OVER BUDGET: ${failure}`);
  if (values.check && report.failures.length > 0) process.exitCode = 1;
  else if (report.failures.length === 0) console.log("All size budgets met.");
} finally {
  await mf.dispose();
}
