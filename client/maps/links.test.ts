import { describe, expect, it } from "vitest";
import { LINK_ZOOM, MAX_ZOOM } from "./constants.ts";
import {
  directionsUrl,
  formatLoc,
  locErrorMessage,
  parseDestination,
  parseLoc,
  shareUrl,
  type LocError,
} from "./links.ts";

describe("Get directions and share links (docs/maps.md: zoom 14)", () => {
  it("lead to the maps page with loc=lat,lng,14 and the place id as destination", () => {
    expect(directionsUrl({ lat: 51.501, lng: -0.1416 }, "ChIJ-place_1")).toBe(
      "/maps?loc=51.501,-0.1416,14&destination=ChIJ-place_1",
    );
  });

  it("leave destination out when there is no place id", () => {
    expect(directionsUrl({ lat: 1.5, lng: 2 }, null)).toBe("/maps?loc=1.5,2,14");
    expect(directionsUrl({ lat: 1.5, lng: 2 }, "  ")).toBe("/maps?loc=1.5,2,14");
  });

  it("encode a place id that holds URL characters", () => {
    expect(directionsUrl({ lat: 0, lng: 0 }, "a&b=c d")).toBe("/maps?loc=0,0,14&destination=a%26b%3Dc+d");
  });

  it("are absolute for sharing", () => {
    expect(shareUrl({ lat: 37.0194, lng: -4.5612 }, "https://locus.example")).toBe(
      "https://locus.example/maps?loc=37.0194,-4.5612,14",
    );
  });

  it("round-trip through parseLoc", () => {
    const position = { lat: -33.856784, lng: 151.215297 };
    const url = new URL(directionsUrl(position, "x"), "https://locus.example");
    expect(parseLoc(url.searchParams.get("loc"))).toEqual({ ok: true, position, zoom: LINK_ZOOM });
    expect(parseDestination(url.searchParams.get("destination"))).toEqual({ kind: "place", placeId: "x" });
  });

  it("format loc with another zoom when asked", () => {
    expect(formatLoc({ lat: 1, lng: 2 }, 16)).toBe("1,2,16");
  });
});

describe("parseLoc reads lat,lng[,zoom] and says what is wrong", () => {
  it("reads the three parts", () => {
    expect(parseLoc("1.2,3.4,14")).toEqual({ ok: true, position: { lat: 1.2, lng: 3.4 }, zoom: 14 });
    expect(parseLoc(" 1.2 , 3.4 , 9.5 ")).toEqual({ ok: true, position: { lat: 1.2, lng: 3.4 }, zoom: 9.5 });
  });

  it("defaults the zoom to 14", () => {
    expect(parseLoc("-33.9,151.2")).toEqual({ ok: true, position: { lat: -33.9, lng: 151.2 }, zoom: 14 });
  });

  it.each<[string | null | undefined, LocError]>([
    [undefined, "missing"],
    [null, "missing"],
    ["", "missing"],
    ["   ", "missing"],
    ["1.2", "format"],
    ["1.2,3.4,14,2", "format"],
    ["abc,3.4", "format"],
    ["1.2,,14", "format"],
    ["1,2;3,4", "format"],
    ["91,0", "latitude"],
    ["-90.5,0", "latitude"],
    ["0,181", "longitude"],
    ["0,0,abc", "zoom"],
    ["0,0,", "zoom"],
    ["0,0,-1", "zoom"],
    [`0,0,${MAX_ZOOM + 1}`, "zoom"],
  ])("%j is refused as %s", (value, error) => {
    expect(parseLoc(value)).toEqual({ ok: false, error });
  });

  it("has a message for every error", () => {
    for (const error of ["missing", "format", "latitude", "longitude", "zoom"] as const) {
      expect(locErrorMessage(error)).toMatch(/\.$/);
    }
  });
});

describe("parseDestination", () => {
  it("reads coordinates as a position", () => {
    expect(parseDestination("36.72,-4.42")).toEqual({ kind: "position", position: { lat: 36.72, lng: -4.42 } });
  });

  it("reads anything else printable as a place id", () => {
    expect(parseDestination(" ChIJd8BlQ2BZwokRAFUEcm_qrcA ")).toEqual({
      kind: "place",
      placeId: "ChIJd8BlQ2BZwokRAFUEcm_qrcA",
    });
    expect(parseDestination("95,200")).toEqual({ kind: "place", placeId: "95,200" });
  });

  it("ignores empty, overlong or control-character values", () => {
    expect(parseDestination(undefined)).toBeNull();
    expect(parseDestination("  ")).toBeNull();
    expect(parseDestination("x".repeat(257))).toBeNull();
    expect(parseDestination("a\nb")).toBeNull();
  });
});
