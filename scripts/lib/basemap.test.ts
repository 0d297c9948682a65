import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { decodeBasemap, encodeBasemap, MERCATOR_HALF_WORLD } from "../../client/maps/basemap-codec.ts";
import { basemapFromTopology, gridLine, simplifyLine } from "./basemap.ts";

const require = createRequire(import.meta.url);
const world = JSON.parse(readFileSync(require.resolve("world-atlas/countries-110m.json"), "utf8")) as Topology;

/** Even-odd test of a point against one polygon's rings (flat coordinates). */
function inside(x: number, y: number, coordinates: number[], ends: number[]): boolean {
  let odd = false;
  let start = 0;
  for (const end of ends) {
    for (let i = start, j = end - 2; i < end; j = i, i += 2) {
      const [xi, yi, xj, yj] = [coordinates[i]!, coordinates[i + 1]!, coordinates[j]!, coordinates[j + 1]!];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
    start = end;
  }
  return odd;
}

function mercator(lng: number, lat: number): [number, number] {
  return [(lng / 180) * MERCATOR_HALF_WORLD, (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) * MERCATOR_HALF_WORLD];
}

describe("the embedded base map built from Natural Earth", () => {
  const layers = decodeBasemap(encodeBasemap(basemapFromTopology(world, { gridBits: 16, tolerance: 3 })));
  const onLand = (lng: number, lat: number) => {
    const [x, y] = mercator(lng, lat);
    return layers.land.some((p) => inside(x, y, p.coordinates, p.ends));
  };

  it("has land where land is and sea where sea is", () => {
    expect(onLand(-3.7038, 40.4168)).toBe(true); // Madrid
    expect(onLand(-4.5612, 37.0194)).toBe(true); // the initial centre, Antequera
    expect(onLand(2.35, 48.85)).toBe(true); // Paris
    expect(onLand(-4, 36.2)).toBe(false); // Alboran Sea
    expect(onLand(-30, 40)).toBe(false); // Atlantic
  });

  it("has borders between countries", () => {
    expect(layers.borders.length).toBeGreaterThan(100);
  });
});

describe("simplification", () => {
  it("drops points within the tolerance and keeps the ends", () => {
    expect(simplifyLine([0, 0, 5, 1, 10, 0], 2)).toEqual([0, 0, 10, 0]);
    expect(simplifyLine([0, 0, 5, 3, 10, 0], 2)).toEqual([0, 0, 5, 3, 10, 0]);
    expect(simplifyLine([0, 0, 5, 1, 10, 0], 0)).toEqual([0, 0, 5, 1, 10, 0]);
  });

  it("drops points that fall on the same grid unit", () => {
    expect(gridLine([[0, 0], [0.000001, 0], [90, 0]], 16)).toEqual([32768, 32768, 49152, 32768]);
  });
});
