import { describe, expect, it } from "vitest";
import { parseAutocomplete, parseDetails, parseGeocode, readQuery } from "./params.ts";

describe("autocomplete parameters", () => {
  it("reads input, types and components", () => {
    expect(
      parseAutocomplete({ input: " Lyon ", types: "city|postal_code", components: "country:fr|country:BE" }),
    ).toEqual({
      ok: true,
      query: { input: "Lyon", types: ["locality", "postal_code"], countries: ["FR", "BE"] },
    });
  });

  it("no types and no components: everything", () => {
    expect(parseAutocomplete({ input: "x" })).toEqual({ ok: true, query: { input: "x", types: [], countries: [] } });
  });

  it("names the unknown types", () => {
    expect(parseAutocomplete({ input: "x", types: "locality|bar|baz" })).toEqual({
      ok: false,
      error: 'unknown type "bar", "baz" in types: use address, locality, city, postal_code (several separated by |)',
    });
  });
});

describe("details and geocode parameters", () => {
  it("details needs a public_id", () => {
    expect(parseDetails({ public_id: "abc" })).toEqual({ ok: true, query: { publicId: "abc" } });
    expect(parseDetails({})).toEqual({ ok: false, error: "public_id is required" });
  });

  it("latlng: two numbers in range, spaces allowed", () => {
    expect(parseGeocode({ latlng: " 48.85 , -2.5 " })).toEqual({
      ok: true,
      query: { kind: "reverse", location: { lat: 48.85, lng: -2.5 } },
    });
    expect(parseGeocode({ latlng: "48.85;2.35" })).toEqual({ ok: false, error: "latlng must be two numbers: lat,lng" });
    expect(parseGeocode({ latlng: "0,181" })).toEqual({
      ok: false,
      error: "latlng is out of range: latitude -90 to 90, longitude -180 to 180",
    });
  });

  it("address with components", () => {
    expect(parseGeocode({ address: "Paris", components: "country:fr" })).toEqual({
      ok: true,
      query: { kind: "forward", address: "Paris", countries: ["FR"] },
    });
  });
});

describe("the query string is read strictly", () => {
  it("reads parameters, + as a space, the first of a repeated name", () => {
    expect(readQuery("?input=New+York&types=city&input=Paris")).toEqual({
      ok: true,
      query: { input: "New York", types: "city" },
    });
    expect(readQuery("")).toEqual({ ok: true, query: {} });
  });

  it("bytes that are not UTF-8 (%FF) or a malformed escape: an error, not a query for U+FFFD", () => {
    expect(readQuery("?input=%FF")).toEqual({ ok: false, error: "input is not valid UTF-8 text" });
    expect(readQuery("?public_id=%E0%A4%A")).toEqual({ ok: false, error: "public_id is not valid UTF-8 text" });
    expect(readQuery("?%FF=x")).toEqual({ ok: false, error: "a query parameter name is not valid UTF-8 text" });
  });

  it("control characters (%00, %0A) are refused", () => {
    expect(readQuery("?input=a%00b")).toEqual({ ok: false, error: "input must not contain control characters" });
    expect(readQuery("?address=x%0D%0Ay")).toEqual({ ok: false, error: "address must not contain control characters" });
  });

  it("a hostile parameter name is not echoed", () => {
    expect(readQuery("?%3Cscript%3E=%00")).toEqual({
      ok: false,
      error: "a query parameter must not contain control characters",
    });
  });

  it("__proto__ is a name like any other", () => {
    const read = readQuery("?__proto__=x&input=y");
    expect(read.ok && Object.getPrototypeOf(read.query)).toBeNull();
    expect(read.ok && read.query.input).toBe("y");
  });

  it("at most 20 parameters", () => {
    expect(readQuery(`?${Array.from({ length: 21 }, (_, i) => `p${i}=1`).join("&")}`)).toEqual({
      ok: false,
      error: "at most 20 query parameters",
    });
  });
});

describe("parameters have bounds", () => {
  it("types has a length limit and unknown hostile values are not echoed", () => {
    expect(parseAutocomplete({ input: "x", types: "locality|".repeat(20) })).toEqual({
      ok: false,
      error: "types must be at most 100 characters",
    });
    expect(parseAutocomplete({ input: "x", types: "<svg/onload=alert(1)>" })).toEqual({
      ok: false,
      error: "unknown type in types: use address, locality, city, postal_code (several separated by |)",
    });
  });

  it("components has a length limit", () => {
    expect(parseAutocomplete({ input: "x", components: "country:fr|".repeat(10) }).ok).toBe(false);
  });

  it("latlng takes at most 24 decimals and 64 characters", () => {
    expect(parseGeocode({ latlng: `1.${"5".repeat(24)},2` }).ok).toBe(true);
    expect(parseGeocode({ latlng: `1.${"5".repeat(25)},2` })).toEqual({
      ok: false,
      error: "latlng must be two numbers: lat,lng",
    });
    expect(parseGeocode({ latlng: `1.${"5".repeat(2000)},2` })).toEqual({
      ok: false,
      error: "latlng must be two numbers: lat,lng",
    });
  });

  it("public_id is printable ASCII without spaces, at most 500 characters", () => {
    expect(parseDetails({ public_id: "Y2l0eToyOTk2OTQ0" }).ok).toBe(true);
    expect(parseDetails({ public_id: "a\u00ffb" })).toEqual({
      ok: false,
      error: "public_id must be printable ASCII without spaces",
    });
    expect(parseDetails({ public_id: "a b" })).toEqual({
      ok: false,
      error: "public_id must be printable ASCII without spaces",
    });
    expect(parseDetails({ public_id: "x".repeat(501) })).toEqual({
      ok: false,
      error: "public_id must be at most 500 characters",
    });
  });
});
