/**
 * `npm run check` (after `npm test`): bundles the production Worker with
 * `wrangler deploy --dry-run --env production --outdir dist/deploy` and fails when the
 * bundle holds local-only code or the production configuration is incomplete
 * (scripts/lib/production-bundle.ts).
 */
import {
  bundleProduction,
  localOnlyCodeIn,
  productionConfigProblems,
  readProductionConfig,
} from "./lib/production-bundle.ts";

const OUT = "dist/deploy";
const problems = productionConfigProblems(readProductionConfig());
const code = bundleProduction(OUT);
for (const marker of localOnlyCodeIn(code))
  problems.push(`the production bundle contains local-only code: "${marker}"`);
for (const problem of problems) console.error(`production: ${problem}`);
if (problems.length > 0) process.exitCode = 1;
else
  console.log(
    `production: bundle in ${OUT} (${(code.length / 1024).toFixed(1)} KB) holds no simulation, benchmark or embedded accounts code; route, SITE_URL, rate limits, ACCOUNTS_API_URL and each form type's lead destination are set.`,
  );
