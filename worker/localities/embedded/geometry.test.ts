import { describe, expect, it } from "vitest";
import { BORDER_SCALE } from "./format.ts";
import { degreesAround, distanceKm, insideRings } from "./geometry.ts";

/** Absolute [lng, lat] points → a delta-encoded integer ring. */
function ring(points: [number, number][]): number[] {
  const flat: number[] = [];
  let [px, py] = [0, 0];
  for (const [x, y] of points) {
    const [ix, iy] = [Math.round(x * BORDER_SCALE), Math.round(y * BORDER_SCALE)];
    flat.push(ix - px, iy - py);
    [px, py] = [ix, iy];
  }
  return flat;
}

describe("point in polygon (even-odd)", () => {
  const square = ring([
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ]);
  const hole = ring([
    [4, 4],
    [6, 4],
    [6, 6],
    [4, 6],
  ]);

  it("inside, outside, and inside a hole", () => {
    expect(insideRings(5, 2, [square])).toBe(true);
    expect(insideRings(11, 5, [square])).toBe(false);
    expect(insideRings(5, 5, [square, hole])).toBe(false);
    expect(insideRings(5, 3, [square, hole])).toBe(true);
  });
});

describe("distances", () => {
  it("Paris to London is about 344 km", () => {
    expect(distanceKm(48.8566, 2.3522, 51.5072, -0.1276)).toBeCloseTo(344, -1);
  });

  it("a longitude degree shrinks towards the poles", () => {
    expect(degreesAround(0, 111.2).dLng).toBeCloseTo(1, 2);
    expect(degreesAround(60, 111.2).dLng).toBeCloseTo(2, 2);
  });
});
