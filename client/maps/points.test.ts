import { describe, expect, it } from "vitest";
import { pointsFromText } from "./points.ts";

describe("points of interest from text", () => {
  it("keep the usable ones, in order", () => {
    expect(
      pointsFromText([
        { label: "Málaga", lat: "36.7213", lng: "-4.4214" },
        { label: "Nowhere", lat: "", lng: "-4" },
        { label: "  ", lat: "1", lng: "2" },
        { label: "Cádiz", lat: 36.5271, lng: -6.2886 },
      ]),
    ).toEqual([
      { label: "Málaga", position: { lat: 36.7213, lng: -4.4214 }, kind: "poi" },
      { label: "Cádiz", position: { lat: 36.5271, lng: -6.2886 }, kind: "poi" },
    ]);
  });

  it("are none without a list", () => {
    expect(pointsFromText(undefined)).toEqual([]);
  });
});
