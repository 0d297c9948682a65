import { describe, expect, it } from "vitest";
import { decodePublicId, encodePublicId } from "./public-id.ts";

describe("public ids", () => {
  it("round-trip towns, ZIP codes, postcodes and countries as opaque URL-safe text", () => {
    for (const id of [
      { kind: "city", id: 2988507 },
      { kind: "zip", zip: "00501" },
      { kind: "postcode", country: "FR", code: "75001", official: "75101" },
      { kind: "country", code: "FR" },
    ] as const) {
      const encoded = encodePublicId(id);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodePublicId(encoded)).toEqual(id);
    }
  });

  it("anything else decodes to null", () => {
    for (const value of ["", "not base64!", btoa("city:abc"), btoa("zip:1234"), btoa("street:1"), "x".repeat(100)])
      expect(decodePublicId(value)).toBeNull();
  });
});
