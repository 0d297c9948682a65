import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { decodeBasemap, encodeBasemap, MERCATOR_HALF_WORLD } from "../../client/maps/basemap-codec.ts";
import { basemapFromTopology, gridLine, simplifyLine, unwrapLongitudes } from "./basemap.ts";
import { latinName } from "./basemap-places.ts";

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
  return [
    (lng / 180) * MERCATOR_HALF_WORLD,
    (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) * MERCATOR_HALF_WORLD,
  ];
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

  it("never jumps across the map at the antimeridian", () => {
    // Every segment is shorter than half the world, except Antarctica's closing edge along the pole.
    const atPole = (y: number) => Math.abs(Math.abs(y) - MERCATOR_HALF_WORLD) < 1;
    const rings = [
      ...layers.land.flatMap((p) => p.ends.map((end, i) => p.coordinates.slice(i === 0 ? 0 : p.ends[i - 1], end))),
      ...layers.borders,
    ];
    let long = 0;
    for (const line of rings) {
      for (let i = 2; i < line.length; i += 2) {
        if (Math.abs(line[i]! - line[i - 2]!) < MERCATOR_HALF_WORLD) continue;
        expect(atPole(line[i + 1]!) && atPole(line[i - 1]!)).toBe(true);
        long += 1;
      }
    }
    expect(long).toBe(1);
    expect(onLand(178.4, -18.1)).toBe(true); // Viti Levu, Fiji, west of 180°
  });

  it("has borders between countries", () => {
    expect(layers.borders.length).toBeGreaterThan(100);
  });
});

describe("the antimeridian and the poles", () => {
  it("keeps a shape that crosses 180° continuous", () => {
    expect(
      unwrapLongitudes(
        [
          [179, 1],
          [-179, 1],
          [-179, 2],
          [179, 1],
        ],
        true,
      ),
    ).toEqual([
      [179, 1],
      [181, 1],
      [181, 2],
      [179, 1],
    ]);
  });

  it("closes a ring around the south pole along the pole", () => {
    const ring = [
      [-180, -70],
      [-60, -72],
      [60, -71],
      [179, -70],
      [-180, -70],
    ];
    expect(unwrapLongitudes(ring, true).slice(-4)).toEqual([
      [180, -70],
      [180, -90],
      [-180, -90],
      [-180, -70],
    ]);
  });

  it("leaves lines and ordinary rings alone", () => {
    const ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 0],
    ];
    expect(unwrapLongitudes(ring, true)).toEqual(ring);
  });
});

describe("simplification", () => {
  it("drops points within the tolerance and keeps the ends", () => {
    expect(simplifyLine([0, 0, 5, 1, 10, 0], 2)).toEqual([0, 0, 10, 0]);
    expect(simplifyLine([0, 0, 5, 3, 10, 0], 2)).toEqual([0, 0, 5, 3, 10, 0]);
    expect(simplifyLine([0, 0, 5, 1, 10, 0], 0)).toEqual([0, 0, 5, 1, 10, 0]);
  });

  it("drops points that fall on the same grid unit", () => {
    expect(
      gridLine(
        [
          [0, 0],
          [0.000001, 0],
          [90, 0],
        ],
        16,
      ),
    ).toEqual([32768, 32768, 49152, 32768]);
  });
});

describe("place names are in Latin script (docs/maps.md)", () => {
  it("a name in another script is labelled by its ASCII form, or not at all", () => {
    expect(latinName({ name: "München", asciiName: "Muenchen" })).toBe("München");
    expect(latinName({ name: "Арачиново", asciiName: "Arachinovo" })).toBe("Arachinovo");
    expect(latinName({ name: "Sidi Senoussi سيدي سنوسي", asciiName: "Sidi Senoussi" })).toBe("Sidi Senoussi");
    expect(latinName({ name: "東京", asciiName: "" })).toBeNull();
  });
});
