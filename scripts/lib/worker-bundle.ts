/**
 * What the Worker bundle is made of, from the esbuild metafile `wrangler deploy --dry-run
 * --metafile` writes beside it: its size, its largest inputs, and inputs the server never
 * needs at run time (docs/architecture.md, "The Worker bundle").
 */
import { readFileSync } from "node:fs";
import { LANGUAGES } from "../../client/content/languages.ts";
import { gzipSize, kb } from "./page-weight.ts";

/** The production entry's budget, gzip (docs/benchmarks.md). */
export const WORKER_GZIP_BUDGET = 250 * 1024;

/** The part of esbuild's metafile this report reads. */
export interface WorkerMetafile {
  outputs: Record<string, { bytes: number; inputs: Record<string, { bytesInOutput: number }> }>;
}

export interface BundleInput {
  path: string;
  /** Bytes this input adds to the (minified) bundle. */
  bytes: number;
}

/** The bundle's inputs, largest first (those that add nothing are left out). */
export function bundleInputs(metafile: WorkerMetafile): BundleInput[] {
  const inputs = new Map<string, number>();
  for (const [name, output] of Object.entries(metafile.outputs)) {
    if (!name.endsWith(".js")) continue;
    for (const [path, input] of Object.entries(output.inputs))
      inputs.set(path, (inputs.get(path) ?? 0) + input.bytesInOutput);
  }
  return [...inputs]
    .map(([path, bytes]) => ({ path: normalisedPath(path), bytes }))
    .filter((input) => input.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));
}

/** wrangler names inputs relative to its working directory, sometimes through "../": keep the repository path. */
function normalisedPath(path: string): string {
  const inModules = path.lastIndexOf("node_modules/");
  return inModules >= 0 ? path.slice(inModules) : path.replace(/^(\.\.\/)+/, "");
}

/** An input's package ("react-dom", "@scope/name") or its folder two levels deep ("client/blocks"). */
export function inputGroup(path: string): string {
  const inModules = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return inModules ? (inModules[1] as string) : path.split("/").slice(0, 2).join("/");
}

/** Bytes per package or folder, largest first. */
export function bundleGroups(inputs: readonly BundleInput[]): BundleInput[] {
  const groups = new Map<string, number>();
  for (const input of inputs)
    groups.set(inputGroup(input.path), (groups.get(inputGroup(input.path)) ?? 0) + input.bytes);
  return [...groups].map(([path, bytes]) => ({ path, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** Country-name files of i18n-iso-countries in a language no page is written in. */
const COUNTRY_NAMES = /^node_modules\/i18n-iso-countries\/langs\/([a-z]+)\.json$/;

/**
 * Why an input has no place in the Worker, or null. The server renders pages and answers
 * the API and the admin's API: it never needs React's development build or its legacy
 * string renderer (the edge renderer streams), the admin app's components (the browser
 * loads them), build scripts or their data, or country names in a language no page has.
 */
export function unwantedInput(path: string): string | null {
  if (/react-dom-server-legacy/.test(path))
    return "React's legacy string renderer (the Worker streams with the edge one)";
  if (/node_modules\/react(-dom)?\/cjs\/.*\.development\.js$/.test(path)) return "React's development build";
  if (/^client\/admin\/.*\.tsx$/.test(path)) return "the admin app's components (loaded by the browser)";
  if (/^scripts\//.test(path)) return "build code";
  if (/^(content\/pages|dist\/kv|dist\/geodata|dist\/basemap)\//.test(path)) return "data only the build reads";
  const language = COUNTRY_NAMES.exec(path)?.[1];
  if (language && !(LANGUAGES as readonly string[]).includes(language))
    return `country names in ${language}, a language no page is written in`;
  return null;
}

export interface WorkerBundleReport {
  lines: string[];
  failures: string[];
  gzipBytes: number;
}

/** Weighs the bundle at `bundlePath` against the budget and lists its ten largest inputs. */
export function workerBundleReport(bundlePath: string, metafilePath: string, label: string): WorkerBundleReport {
  const code = readFileSync(bundlePath);
  const gzipBytes = gzipSize(code);
  const inputs = bundleInputs(JSON.parse(readFileSync(metafilePath, "utf8")) as WorkerMetafile);
  const lines = [
    `Worker bundle (${label}): ${kb(code.byteLength)} minified, ${kb(gzipBytes)} gzip (budget ${kb(WORKER_GZIP_BUDGET)}); its ten largest inputs:`,
    ...inputs.slice(0, 10).map((input) => `  ${kb(input.bytes).padStart(9)}  ${input.path}`),
    `  by package or folder: ${bundleGroups(inputs)
      .slice(0, 8)
      .map((group) => `${group.path} ${kb(group.bytes)}`)
      .join(", ")}`,
  ];
  const failures: string[] = [];
  if (gzipBytes > WORKER_GZIP_BUDGET)
    failures.push(`the Worker bundle is ${kb(gzipBytes)} gzip, over ${kb(WORKER_GZIP_BUDGET)}`);
  for (const input of inputs) {
    const reason = unwantedInput(input.path);
    if (reason) failures.push(`the Worker bundle holds ${input.path} (${kb(input.bytes)}): ${reason}`);
  }
  return { lines, failures, gzipBytes };
}
