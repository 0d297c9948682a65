import { describe, expect, it } from "vitest";
import { borderCells, clipRing, largestPolygonCentre } from "./borders.ts";

describe("clipping border rings to grid cells", () => {
  it("keeps the part of a ring inside the cell", () => {
    const clipped = clipRing(
      [
        [-5, -5],
        [5, -5],
        [5, 5],
        [-5, 5],
      ],
      0,
      0,
      10,
      10,
    );
    expect(clipped).toEqual([
      [0, 0],
      [5, 0],
      [5, 5],
      [0, 5],
    ]);
  });

  it("a cell one country covers whole is stored as its code; a shared cell as rings", () => {
    const cells = borderCells(
      new Map([
        [
          "AA",
          [
            [
              [
                [-1, -1],
                [21, -1],
                [21, 11],
                [-1, 11],
              ],
            ],
          ],
        ],
        [
          "BB",
          [
            [
              [
                [21, 0],
                [25, 0],
                [25, 5],
                [21, 5],
              ],
            ],
          ],
        ],
      ]),
    );
    expect(cells.get("0_0")).toEqual({ full: "AA" });
    expect(cells.get("0_2")?.parts?.map(([code]) => code)).toEqual(["AA", "BB"]);
  });

  it("the centre of a country is the centroid of its largest polygon, as [lat, lng]", () => {
    expect(
      largestPolygonCentre([
        [
          [
            [0, 0],
            [4, 0],
            [4, 2],
            [0, 2],
          ],
        ],
        [
          [
            [10, 10],
            [11, 10],
            [11, 11],
          ],
        ],
      ]),
    ).toEqual([1, 2]);
  });
});
