/**
 * Builds the embedded geocoder's index (see worker/localities/embedded/format.ts) from the
 * open data in devDependencies and puts it in dist/assets/_geo/, served by Workers Static
 * Assets and read by the Worker through its ASSETS binding (never bundled into the Worker).
 *
 * The index is built once into dist/geodata/ and reused while its inputs are unchanged
 * (data package versions and the build's own sources, hashed into dist/geodata/stamp);
 * `npm run build` then only copies it, since the client build empties dist/assets. It also
 * copies the embedded base map's cells and place names (dist/basemap/_basemap) there.
 *
 *   tsx scripts/build-geodata.ts [--force]
 */
import { createHash } from "node:crypto";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { buildIndex } from "./geodata/build-index.ts";
import { dataVersions } from "./geodata/sources.ts";

const CACHE = "dist/geodata";
const BASEMAP_FILES = "dist/basemap/_basemap";
const TARGET = "dist/assets/_geo";
const SOURCES = [
  "scripts/build-geodata.ts",
  ...readdirSync("scripts/geodata")
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => `scripts/geodata/${f}`),
  "worker/localities/embedded/format.ts",
  "worker/localities/embedded/address-format.ts",
  "worker/localities/embedded/rank.ts",
  "worker/localities/text.ts",
];

const { values } = parseArgs({ options: { force: { type: "boolean", default: false } } });

function stamp(): string {
  const hash = createHash("sha256").update(dataVersions());
  for (const file of SOURCES.sort()) hash.update(file).update(readFileSync(file));
  return hash.digest("hex");
}

function directorySize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

const wanted = stamp();
const stampFile = `${CACHE}/stamp`;
const cached = !values.force && existsSync(stampFile) && readFileSync(stampFile, "utf8") === wanted;
if (!cached) {
  const started = performance.now();
  rmSync(CACHE, { recursive: true, force: true });
  const { files, manifest } = buildIndex();
  for (const [path, value] of files) {
    const out = join(CACHE, path);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(value));
  }
  writeFileSync(stampFile, wanted);
  console.log(
    `geodata: built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(manifest.stats)}`,
  );
}
rmSync(TARGET, { recursive: true, force: true });
cpSync(join(CACHE, "_geo"), TARGET, { recursive: true });
// The base map's detail cells and place names (scripts/build-basemap.ts, run first) are Static
// Assets too; the client build empties dist/assets, so they are copied here, at the end.
if (existsSync(BASEMAP_FILES)) {
  rmSync("dist/assets/_basemap", { recursive: true, force: true });
  cpSync(BASEMAP_FILES, "dist/assets/_basemap", { recursive: true });
  // Their folder is named by a hash of their content: cached like the hashed /static/ files.
  appendFileSync(
    "dist/assets/_headers",
    "\n/_basemap/*\n  Cache-Control: public, max-age=31536000, immutable\n  X-Content-Type-Options: nosniff\n",
  );
}
const size = directorySize(TARGET);
console.log(
  `geodata: ${size.files} files, ${(size.bytes / 1024 / 1024).toFixed(1)} MB → ${TARGET}${cached ? " (unchanged, reused)" : ""}`,
);
