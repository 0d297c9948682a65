import { describe, expect, it } from "vitest";
import { CLUSTER_PX, layoutMarkers } from "./marker-layout.ts";

const SIZE = { width: 400, height: 300 };

describe("markers and labels never overlap or get cut off", () => {
  it("markers far apart keep their labels on the right", () => {
    const layout = layoutMarkers(
      [
        { x: 100, y: 100, labelWidth: 60 },
        { x: 100, y: 250, labelWidth: 60 },
      ],
      SIZE,
    );
    expect(layout).toEqual({ leader: [0, 1], count: [1, 1], label: ["right", "right"] });
  });

  it("pins that would overlap cluster behind the first one, which shows the count", () => {
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
  });

  it("a label that would run past the right edge goes to the left", () => {
    const layout = layoutMarkers([{ x: 380, y: 100, labelWidth: 80 }], SIZE);
    expect(layout.label).toEqual(["left"]);
  });

  it("a label that would cover a neighbour's pin goes to the other side", () => {
    const layout = layoutMarkers(
      [
        { x: 200, y: 100, labelWidth: 120 },
        { x: 260, y: 100, labelWidth: 60 },
      ],
      SIZE,
    );
    expect(layout.label).toEqual(["left", "right"]);
  });

  it("a label with no free side is hidden (the place is still named in the list under the map)", () => {
    const layout = layoutMarkers(
      [
        { x: 30, y: 100, labelWidth: 120 },
        { x: 90, y: 100, labelWidth: 60 },
      ],
      SIZE,
    );
    expect(layout.label[0]).toBe("hidden");
  });
});
