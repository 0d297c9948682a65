import { describe, expect, it } from "vitest";
import { decodeBasemap, encodeBasemap, MERCATOR_HALF_WORLD, toGrid, type BasemapGrid } from "./basemap-codec.ts";

describe("the LBM1 base map format", () => {
  const grid: BasemapGrid = {
    gridBits: 16,
    land: [
      [
        [0, 0, 100, 0, 100, 100, 0, 0],
        [10, 10, 20, 10, 20, 20, 10, 10],
      ],
      [[65536, 65536, 65000, 65536, 65536, 65000, 65536, 65536]],
    ],
    borders: [[5, 5, 300000 % 65536, 7]],
  };

  it("round-trips to Web Mercator metres", () => {
    const unit = (2 * MERCATOR_HALF_WORLD) / 65536;
    const layers = decodeBasemap(encodeBasemap(grid));
    expect(layers.land).toHaveLength(2);
    expect(layers.land[0]?.ends).toEqual([8, 16]);
    expect(layers.land[0]?.coordinates.slice(0, 4)).toEqual([
      -MERCATOR_HALF_WORLD,
      MERCATOR_HALF_WORLD,
      100 * unit - MERCATOR_HALF_WORLD,
      MERCATOR_HALF_WORLD,
    ]);
    expect(layers.land[1]?.coordinates[0]).toBeCloseTo(MERCATOR_HALF_WORLD, 6);
    expect(layers.land[1]?.coordinates[1]).toBeCloseTo(-MERCATOR_HALF_WORLD, 6);
    expect(layers.borders).toHaveLength(1);
    expect(layers.borders[0]?.[0]).toBeCloseTo(5 * unit - MERCATOR_HALF_WORLD, 6);
  });

  it("puts longitude 0, latitude 0 in the middle and clamps the poles", () => {
    expect(toGrid(0, 0, 16)).toEqual([32768, 32768]);
    expect(toGrid(-180, 90, 16)).toEqual([0, 0]);
    expect(toGrid(180, -90, 16)).toEqual([65536, 65536]);
    expect(toGrid(190, 0, 16)[0]).toBeGreaterThan(65536); // past the antimeridian
    const [, north] = toGrid(0, 60, 16);
    expect(north).toBeLessThan(32768); // y grows south
  });

  it("refuses other data and truncated files", () => {
    expect(() => decodeBasemap(new TextEncoder().encode('{"type":"Topology"}'))).toThrow("LBM1");
    const bytes = encodeBasemap(grid);
    expect(() => decodeBasemap(bytes.slice(0, bytes.length - 3))).toThrow("ends early");
    expect(() => decodeBasemap(Uint8Array.from([...bytes, 0]))).toThrow("trailing");
  });
});
