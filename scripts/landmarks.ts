/**
 * Reverse geocodes every landmark of tests/landmarks/landmarks.json with the embedded
 * provider, reading the built index from dist/assets/_geo (run `npm run build` first), and
 * prints the shares it gets right (town; US ZIP code; both) and each miss. Exits 1 when the
 * town share is below `--min` (default 0).
 *
 *   node scripts/landmarks.ts [--min 0.95]
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { EmbeddedProvider } from "../worker/localities/embedded/embedded-provider.ts";
import { formatReport, measureLandmarks, type Landmark } from "../tests/landmarks/score.ts";
import { builtAssets } from "./lib/built-assets.ts";

const { values } = parseArgs({ options: { min: { type: "string", default: "0" } } });

const { landmarks } = JSON.parse(await readFile("tests/landmarks/landmarks.json", "utf8")) as { landmarks: Landmark[] };
const report = await measureLandmarks(new EmbeddedProvider(builtAssets), landmarks);
console.log(formatReport(report));
if (report.town.share < Number(values.min)) {
  console.error(`below the required share of ${values.min}`);
  process.exit(1);
}
