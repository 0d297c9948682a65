import { describe, expect, it } from "vitest";
import { parseAutocomplete, parseDetails, parseGeocode } from "./params.ts";

describe("autocomplete parameters", () => {
  it("reads input, types and components", () => {
    expect(parseAutocomplete({ input: " Lyon ", types: "city|postal_code", components: "country:fr|country:BE" })).toEqual({
      ok: true,
      query: { input: "Lyon", types: ["locality", "postal_code"], countries: ["FR", "BE"] },
    });
  });

  it("no types and no components: everything", () => {
    expect(parseAutocomplete({ input: "x" })).toEqual({ ok: true, query: { input: "x", types: [], countries: [] } });
  });

  it("names the unknown types", () => {
    expect(parseAutocomplete({ input: "x", types: "locality|bar|baz" })).toEqual({ ok: false, error: 'unknown type "bar", "baz" in types: use address, locality, city, postal_code (several separated by |)' });
  });
});

describe("details and geocode parameters", () => {
  it("details needs a public_id", () => {
    expect(parseDetails({ public_id: "abc" })).toEqual({ ok: true, query: { publicId: "abc" } });
    expect(parseDetails({})).toEqual({ ok: false, error: "public_id is required" });
  });

  it("latlng: two numbers in range, spaces allowed", () => {
    expect(parseGeocode({ latlng: " 48.85 , -2.5 " })).toEqual({ ok: true, query: { kind: "reverse", location: { lat: 48.85, lng: -2.5 } } });
    expect(parseGeocode({ latlng: "48.85;2.35" })).toEqual({ ok: false, error: "latlng must be two numbers: lat,lng" });
    expect(parseGeocode({ latlng: "0,181" })).toEqual({ ok: false, error: "latlng is out of range: latitude -90 to 90, longitude -180 to 180" });
  });

  it("address with components", () => {
    expect(parseGeocode({ address: "Paris", components: "country:fr" })).toEqual({ ok: true, query: { kind: "forward", address: "Paris", countries: ["FR"] } });
  });
});
