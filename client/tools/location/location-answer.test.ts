import { describe, expect, it } from "vitest";
import type { GeocodeResult, LocalityType } from "../../localities/api-types.ts";
import { locationAnswer } from "./location-answer.ts";

function result(postal: string, types: LocalityType[] = ["locality"]): GeocodeResult {
  return {
    public_id: "id",
    formatted_address: "New York, NY 10007, United States",
    address_components: [
      { long_name: postal, short_name: postal, types: ["postal_code"] },
      { long_name: "New York", short_name: "New York", types: ["locality"] },
      { long_name: "United States", short_name: "US", types: ["country"] },
    ],
    geometry: { location: { lat: 40.71, lng: -74.0 }, location_type: "APPROXIMATE" },
    types,
  };
}

const here = { lat: 40.7128, lng: -74.006 };

describe("location tools' answer for a position", () => {
  it("keeps the visitor's own coordinates and reads the ZIP code", () => {
    const answer = locationAnswer([result("10007")], here);
    expect(answer.fields).toMatchObject({ lat: 40.7128, lng: -74.006, country: "United States" });
    expect([answer.zip, answer.plusFour]).toEqual(["10007", null]);
  });

  it("splits ZIP+4 when the address data carries it", () => {
    expect(locationAnswer([result("10007-1234")], here)).toMatchObject({ zip: "10007", plusFour: "1234" });
  });

  it("no result: no address, no ZIP", () => {
    expect(locationAnswer([], here)).toEqual({ fields: null, zip: null, plusFour: null });
  });

  it("prefers a place to the bare country", () => {
    const country = {
      ...result("x", ["country"]),
      address_components: [{ long_name: "United States", short_name: "US", types: ["country"] }],
    };
    expect(locationAnswer([country, result("10007")], here).zip).toBe("10007");
  });
});
