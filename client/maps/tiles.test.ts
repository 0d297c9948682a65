import { describe, expect, it } from "vitest";
import { mapTilesFromConfig } from "./tiles.ts";

describe("the tile server configuration", () => {
  it("is absent without a URL: maps use the embedded base map", () => {
    expect(mapTilesFromConfig(undefined, undefined)).toBeNull();
    expect(mapTilesFromConfig("  ", "x")).toBeNull();
  });

  it("accepts an https XYZ template with its attribution", () => {
    expect(mapTilesFromConfig("https://{a-c}.tiles.example/{z}/{x}/{y}.png", " © Example ")).toEqual({
      url: "https://{a-c}.tiles.example/{z}/{x}/{y}.png",
      attribution: "© Example",
    });
  });

  it("refuses what cannot work", () => {
    expect(() => mapTilesFromConfig("http://tiles.example/{z}/{x}/{y}.png", "x")).toThrow("https");
    expect(() => mapTilesFromConfig("https://tiles.example/{z}/{x}.png", "x")).toThrow("{y}");
    expect(() => mapTilesFromConfig("tiles/{z}/{x}/{y}", "x")).toThrow("not a URL");
    expect(() => mapTilesFromConfig("https://tiles.example/{z}/{x}/{y}.png", "")).toThrow("attribution");
  });
});
