import { describe, expect, it } from "vitest";
import { formatCoordinate, isLatLng, parseDecimal, parseLatitude, parseLatLng, parseLongitude } from "./lat-lng.ts";

describe("numbers typed by people and editors", () => {
  it.each([
    ["37.0194", 37.0194],
    [" -4.5612 ", -4.5612],
    ["+12", 12],
    ["37,5", 37.5],
    ["37.5°", 37.5],
    [".5", 0.5],
    [42, 42],
  ])("%j reads as %d", (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(["", "  ", "abc", "1e3", "12.3.4", "1,234.5", "Infinity", "NaN", "0x10", "3 4"])(
    "%j is not a number",
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );

  it("null, undefined and non-finite numbers are not numbers", () => {
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
    expect(parseDecimal(Number.NaN)).toBeNull();
  });
});

describe("latitudes and longitudes", () => {
  it("accept their ranges, ends included", () => {
    expect(parseLatitude("90")).toBe(90);
    expect(parseLatitude("-90")).toBe(-90);
    expect(parseLongitude("180")).toBe(180);
    expect(parseLongitude("-180")).toBe(-180);
  });

  it("reject values out of range", () => {
    expect(parseLatitude("90.0001")).toBeNull();
    expect(parseLongitude("-180.5")).toBeNull();
  });

  it("read a hemisphere letter before or after the number", () => {
    expect(parseLatitude("37.02 N")).toBe(37.02);
    expect(parseLatitude("33.9 s")).toBe(-33.9);
    expect(parseLongitude("W 4.56")).toBe(-4.56);
    expect(parseLongitude("151.2E")).toBe(151.2);
  });

  it("refuse a letter of the other axis, two letters, or a sign with a letter", () => {
    expect(parseLatitude("37 E")).toBeNull();
    expect(parseLongitude("N 4 W")).toBeNull();
    expect(parseLongitude("-4 W")).toBeNull();
  });

  it("make a position only when both are valid", () => {
    expect(parseLatLng("36.72", "-4.42")).toEqual({ lat: 36.72, lng: -4.42 });
    expect(parseLatLng("36.72", "")).toBeNull();
    expect(parseLatLng("136.72", "-4.42")).toBeNull();
  });

  it("recognise a position object", () => {
    expect(isLatLng({ lat: 1, lng: 2 })).toBe(true);
    expect(isLatLng({ lat: 100, lng: 2 })).toBe(false);
    expect(isLatLng({ lat: "1", lng: 2 })).toBe(false);
    expect(isLatLng(null)).toBe(false);
  });
});

describe("coordinates as text", () => {
  it("keep at most 6 decimals and no trailing zeros", () => {
    expect(formatCoordinate(37.0194)).toBe("37.0194");
    expect(formatCoordinate(-4.561234567)).toBe("-4.561235");
    expect(formatCoordinate(14)).toBe("14");
    expect(formatCoordinate(-0.0000001)).toBe("0");
  });
});
