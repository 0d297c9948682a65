/**
 * A real raster PMTiles archive from the project's own data: the embedded base map
 * (Natural Earth 1:50m land) drawn as 256 px PNG tiles for zooms 0–4, written to
 * dist/tiles/natural-earth.pmtiles. It is what the tests serve through the Worker's
 * /tiles/ route and draw in a map; ops can upload it to try the production path
 * (docs/maps.md), though a production archive would come from a full tile pipeline.
 *
 *   node scripts/build-pmtiles.ts [--max-zoom 4]
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { decodeBasemap } from "../client/maps/basemap-codec.ts";
import { writeArchive } from "./lib/pmtiles-writer.ts";
import { renderTile, tilesCovering } from "./lib/raster-tiles.ts";

export const PMTILES_FILE = "dist/tiles/natural-earth.pmtiles";

const { values } = parseArgs({ options: { "max-zoom": { type: "string", default: "4" } } });
const started = performance.now();
const layers = decodeBasemap(new Uint8Array(readFileSync("dist/basemap/natural-earth.lbm")));
const tiles = tilesCovering([-180, -85.05, 180, 85.05], 0, Number(values["max-zoom"])).map((t) => ({
  ...t,
  data: renderTile(layers, t.z, t.x, t.y),
}));
const archive = writeArchive(tiles, {
  tileType: 2,
  metadata: { name: "Natural Earth land (Locus test archive)", attribution: "Natural Earth" },
});
mkdirSync("dist/tiles", { recursive: true });
writeFileSync(PMTILES_FILE, archive);
console.log(
  `pmtiles: ${tiles.length} tiles, ${(archive.byteLength / 1024).toFixed(1)} KB → ${PMTILES_FILE} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
