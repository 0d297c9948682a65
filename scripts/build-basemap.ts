/**
 * Builds the embedded base map: Natural Earth 1:50m countries (public domain, from the
 * world-atlas package's TopoJSON) → land polygons and country borders, projected to Web
 * Mercator, simplified and written in the compact LBM1 format (client/maps/basemap-codec.ts)
 * to dist/basemap/natural-earth.lbm. The client build then emits it as a hashed file under
 * /static/, which the map chunk fetches from this origin when no tile server is configured.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Topology } from "topojson-specification";
import { encodeBasemap } from "../client/maps/basemap-codec.ts";
import { basemapFromTopology } from "./lib/basemap.ts";
import { brotliSize, kb } from "./lib/page-weight.ts";

export const BASEMAP_FILE = "dist/basemap/natural-earth.lbm";

/**
 * 2^16 units across the world (611 m at the equator) and a 3-unit simplification: about
 * 1.5 px of error at zoom 7, below the precision of the 1:50m source itself.
 */
const OPTIONS = { gridBits: 16, tolerance: 3 };

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8")) as Topology;
const grid = basemapFromTopology(topology, OPTIONS);
const bytes = encodeBasemap(grid);

mkdirSync("dist/basemap", { recursive: true });
writeFileSync(BASEMAP_FILE, bytes);
console.log(
  `basemap: ${grid.land.length} land polygons, ${grid.borders.length} border lines → ${BASEMAP_FILE} ` +
    `(${kb(bytes.byteLength)} raw, ${kb(brotliSize(bytes))} brotli)`,
);
