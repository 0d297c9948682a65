import { describe, expect, it } from "vitest";
import { INITIAL_CENTER, INITIAL_ZOOM, MAX_ZOOM } from "./constants.ts";
import { cameraFromText, parseZoom } from "./map-view-props.ts";

describe("the Discover Map's text properties (docs/maps.md) become a camera", () => {
  it("uses valid values", () => {
    expect(cameraFromText({ zoom: "7", latcenter: "36.95", lngcenter: "-4.6" })).toEqual({
      center: { lat: 36.95, lng: -4.6 },
      zoom: 7,
      fallbacks: { center: false, zoom: false },
    });
  });

  it("accepts decimal commas and hemispheres as editors type them", () => {
    const camera = cameraFromText({ zoom: " 5 ", latcenter: "40,4168", lngcenter: "3.7038 W" });
    expect(camera.center).toEqual({ lat: 40.4168, lng: -3.7038 });
    expect(camera.zoom).toBe(5);
  });

  it("falls back to southern Spain and zoom 3 (docs/maps.md) when values are missing", () => {
    expect(cameraFromText({})).toEqual({
      center: INITIAL_CENTER,
      zoom: INITIAL_ZOOM,
      fallbacks: { center: true, zoom: true },
    });
  });

  it("falls back for the whole centre when one coordinate is unusable", () => {
    const camera = cameraFromText({ zoom: "8", latcenter: "48.85", lngcenter: "east" });
    expect(camera.center).toEqual(INITIAL_CENTER);
    expect(camera.fallbacks).toEqual({ center: true, zoom: false });
  });

  it("clamps a zoom out of range and ignores one that is not a number", () => {
    expect(parseZoom("40")).toBe(MAX_ZOOM);
    expect(parseZoom("-2")).toBe(0);
    expect(parseZoom("zoom 5")).toBeNull();
    expect(cameraFromText({ zoom: "far" }).zoom).toBe(INITIAL_ZOOM);
  });
});

describe("docs/maps.md constants", () => {
  it("start in southern Spain", () => {
    expect(INITIAL_CENTER.lat).toBeGreaterThan(36);
    expect(INITIAL_CENTER.lat).toBeLessThan(38.8);
    expect(INITIAL_CENTER.lng).toBeGreaterThan(-7.5);
    expect(INITIAL_CENTER.lng).toBeLessThan(-1.6);
    expect(INITIAL_ZOOM).toBe(3);
  });
});
