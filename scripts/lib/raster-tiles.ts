/**
 * Raster map tiles (256 px PNG) drawn from the embedded base map's layers: sea, land filled
 * with the even-odd rule scanline by scanline. Used to build a real PMTiles archive from the
 * project's own data (scripts/build-pmtiles.ts, the PMTiles tests). Pure: Node and workerd.
 */
import { encode } from "fast-png";
import { MERCATOR_HALF_WORLD, type BasemapLayers } from "../../client/maps/basemap-codec.ts";

const SIZE = 256;
const SEA = [0xb9, 0xd3, 0xe8];
const LAND = [0xf3, 0xf0, 0xe8];

/** Tile pixel coordinates of each land polygon's rings, for one tile. */
function ringsInTile(layers: BasemapLayers, z: number, x: number, y: number): number[][] {
  const scale = (SIZE * 2 ** z) / (2 * MERCATOR_HALF_WORLD);
  const rings: number[][] = [];
  for (const polygon of layers.land) {
    let start = 0;
    for (const end of polygon.ends) {
      const ring: number[] = [];
      let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
      for (let i = start; i < end; i += 2) {
        const px = ((polygon.coordinates[i] as number) + MERCATOR_HALF_WORLD) * scale - x * SIZE;
        const py = (MERCATOR_HALF_WORLD - (polygon.coordinates[i + 1] as number)) * scale - y * SIZE;
        ring.push(px, py);
        [minX, maxX, minY, maxY] = [Math.min(minX, px), Math.max(maxX, px), Math.min(minY, py), Math.max(maxY, py)];
      }
      start = end;
      if (maxX >= 0 && minX <= SIZE && maxY >= 0 && minY <= SIZE) rings.push(ring);
    }
  }
  return rings;
}

/** One tile as PNG bytes. */
export function renderTile(layers: BasemapLayers, z: number, x: number, y: number): Uint8Array {
  const data = new Uint8Array(SIZE * SIZE * 3);
  for (let i = 0; i < SIZE * SIZE; i += 1) data.set(SEA, i * 3);
  const rings = ringsInTile(layers, z, x, y);
  const crossings: number[] = [];
  for (let row = 0; row < SIZE; row += 1) {
    const cy = row + 0.5;
    crossings.length = 0;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
        const [ax, ay, bx, by] = [ring[j] as number, ring[j + 1] as number, ring[i] as number, ring[i + 1] as number];
        if ((ay <= cy && by > cy) || (by <= cy && ay > cy)) crossings.push(ax + ((cy - ay) * (bx - ax)) / (by - ay));
      }
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.round(crossings[k] as number));
      const to = Math.min(SIZE, Math.round(crossings[k + 1] as number));
      for (let col = from; col < to; col += 1) data.set(LAND, (row * SIZE + col) * 3);
    }
  }
  return encode({ width: SIZE, height: SIZE, data, channels: 3, depth: 8 });
}

/** Every tile of zooms `minZoom`..`maxZoom` whose extent meets [west, south, east, north] (degrees). */
export function tilesCovering(
  bounds: [number, number, number, number],
  minZoom: number,
  maxZoom: number,
): { z: number; x: number; y: number }[] {
  const [west, south, east, north] = bounds;
  const tx = (lng: number, z: number) => Math.min(2 ** z - 1, Math.max(0, Math.floor(((lng + 180) / 360) * 2 ** z)));
  const ty = (lat: number, z: number) => {
    const phi = (Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180;
    return Math.min(
      2 ** z - 1,
      Math.max(0, Math.floor(((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * 2 ** z)),
    );
  };
  const out: { z: number; x: number; y: number }[] = [];
  for (let z = minZoom; z <= maxZoom; z += 1) {
    for (let x = tx(west, z); x <= tx(east, z); x += 1)
      for (let y = ty(north, z); y <= ty(south, z); y += 1) out.push({ z, x, y });
  }
  return out;
}
