import { describe, expect, it } from "vitest";
import { badgeRect, CLUSTER_PX, layoutMarkers, overlaps, pinRect, type Rect } from "./marker-layout.ts";

const SIZE = { width: 400, height: 300 };

/** Every box of the layout, marker by marker (a label may touch its own pin's head). */
function allBoxes(layout: ReturnType<typeof layoutMarkers>): { owner: number; rect: Rect; kind: number }[] {
  return layout.boxes.flatMap((boxes, owner) => boxes.map((rect, kind) => ({ owner, rect, kind })));
}

describe("markers and labels never overlap or get cut off, and every pin is named (docs/maps.md)", () => {
  it("markers far apart keep their labels on the right", () => {
    const layout = layoutMarkers(
      [
        { x: 100, y: 100, labelWidth: 60 },
        { x: 100, y: 250, labelWidth: 60 },
      ],
      SIZE,
    );
    expect([layout.leader, layout.count, layout.label]).toEqual([
      [0, 1],
      [1, 1],
      ["right", "right"],
    ]);
  });

  it("pins that would overlap cluster behind the first one, whose badge never covers its label", () => {
    const layout = layoutMarkers(
      [
        { x: 100, y: 100, labelWidth: 60 },
        { x: 100 + CLUSTER_PX - 5, y: 102, labelWidth: 60 },
        { x: 300, y: 200, labelWidth: 40 },
      ],
      SIZE,
    );
    expect(layout.leader).toEqual([0, 0, 2]);
    expect(layout.count[0]).toBe(2);
    expect(layout.label[1]).toBe("hidden");
    expect(layout.label[0]).not.toBe("hidden");
    // The leader's boxes: pin, label, badge; the label is clear of the badge.
    const [, label, badge] = layout.boxes[0] as Rect[];
    expect(badge).toEqual(badgeRect({ x: 100, y: 100 }));
    expect(overlaps(label as Rect, badge as Rect)).toBe(false);
  });

  it("a label that would run past the right edge goes to the left", () => {
    const layout = layoutMarkers([{ x: 380, y: 100, labelWidth: 80 }], SIZE);
    expect(layout.label).toEqual(["left"]);
  });

  it("a label that would cover a neighbour's pin goes to another side", () => {
    const layout = layoutMarkers(
      [
        { x: 200, y: 100, labelWidth: 120 },
        { x: 260, y: 100, labelWidth: 60 },
      ],
      SIZE,
    );
    expect(layout.label).toEqual(["left", "right"]);
  });

  it("a label with no free side: the marker joins its neighbour's cluster, whose badge counts it", () => {
    // A strip of a map: no room above or below, the edge on the left, the neighbour on the right.
    const joined = layoutMarkers(
      [
        { x: 30, y: 50, labelWidth: 120 },
        { x: 90, y: 50, labelWidth: 60 },
      ],
      { width: 400, height: 70 },
    );
    expect([joined.leader, joined.count[1], joined.label]).toEqual([[1, 1], 2, ["hidden", "left"]]);
    const below = layoutMarkers(
      [
        { x: 200, y: 100, labelWidth: 150 },
        { x: 40, y: 100, labelWidth: 60 },
        { x: 360, y: 100, labelWidth: 60 },
      ],
      SIZE,
    );
    expect(below.label[0]).toBe("below");
    // Three long names in a row on a narrow map: no free side for the middle one.
    const crowded = layoutMarkers(
      [
        { x: 60, y: 60, labelWidth: 150 },
        { x: 100, y: 60, labelWidth: 150 },
        { x: 140, y: 60, labelWidth: 150 },
      ],
      { width: 200, height: 120 },
    );
    for (const [i, side] of crowded.label.entries()) expect(side === "hidden").toBe(crowded.leader[i] !== i);
  });

  it("over many crowded markers, no box of one marker overlaps a box of another", () => {
    const markers = Array.from({ length: 40 }, (_, i) => ({
      x: 20 + ((i * 97) % 360),
      y: 50 + ((i * 53) % 230),
      labelWidth: 40 + ((i * 31) % 90),
    }));
    const layout = layoutMarkers(markers, SIZE);
    const boxes = allBoxes(layout);
    for (const a of boxes)
      for (const b of boxes)
        if (a.owner !== b.owner) expect(overlaps(a.rect, b.rect), `${a.owner}/${b.owner}`).toBe(false);
    for (const [i, side] of layout.label.entries()) expect(side === "hidden").toBe(layout.leader[i] !== i);
    expect(pinRect({ x: 0, y: 46 }).top).toBe(0);
  });
});
