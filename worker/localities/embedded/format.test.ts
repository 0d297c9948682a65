import { describe, expect, it } from "vitest";
import { cellKey, chunkOf, chunkRange } from "./format.ts";

describe("finding chunks by their first keys", () => {
  const firsts = ["", "bar", "bas", "bas", "cat"];

  it("a prefix's range starts at the last chunk strictly below it (equal keys may straddle)", () => {
    expect(chunkRange(firsts, "bas")).toEqual([1, 3]);
    expect(chunkRange(firsts, "ba")).toEqual([0, 3]);
    expect(chunkRange(firsts, "c")).toEqual([3, 4]);
    expect(chunkRange(firsts, "zz")).toEqual([4, 4]);
    expect(chunkRange(firsts, "a")).toEqual([0, 0]);
  });

  it("an exact key (a ZIP code, a cell) is in the last chunk starting at or below it", () => {
    expect(chunkOf(["00501", "10001", "20001"], "10001")).toBe(1);
    expect(chunkOf(["00501", "10001", "20001"], "19999")).toBe(1);
    expect(chunkOf([3, 10, 40], 2)).toBe(0);
  });
});

describe("Z-order cell keys", () => {
  it("are distinct for every 2° cell and keep neighbours close", () => {
    const keys = new Set<number>();
    for (let row = -45; row < 45; row += 1)
      for (let column = -90; column < 90; column += 1) keys.add(cellKey(row, column));
    expect(keys.size).toBe(90 * 180);
    expect(Math.abs(cellKey(24, 1) - cellKey(24, 0))).toBeLessThan(4);
  });
});
