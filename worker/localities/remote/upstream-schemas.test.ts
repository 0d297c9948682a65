import { describe, expect, it } from "vitest";
import { UpstreamShapeError, readAutocomplete, readDetails, readGeocode } from "./upstream-schemas.ts";

describe("reading a Localities-compatible API's answers", () => {
  it("accepts matched substrings per field and a singular type", () => {
    const answer = readAutocomplete({
      localities: [
        {
          public_id: "a",
          description: "Paris, France",
          type: "locality",
          matched_substrings: { description: [{ offset: 0, length: 3 }] },
          extra: 1,
        },
      ],
    });
    expect(answer).toEqual({
      status: "OK",
      localities: [
        {
          public_id: "a",
          description: "Paris, France",
          types: ["locality"],
          matched_substrings: [{ offset: 0, length: 3 }],
        },
      ],
    });
  });

  it("keeps one page of suggestions", () => {
    const localities = Array.from({ length: 12 }, (_, i) => ({ public_id: String(i), description: `P${i}` }));
    expect(readAutocomplete({ localities }).localities).toHaveLength(8);
  });

  it("infers the status when the API gives none", () => {
    expect(readAutocomplete({ localities: [] })).toEqual({ status: "ZERO_RESULTS", localities: [] });
    expect(readDetails({})).toEqual({ status: "NOT_FOUND", result: null });
    expect(readGeocode({ results: [] })).toEqual({ status: "ZERO_RESULTS", results: [] });
  });

  it("names lists: long_name and short_name may be arrays of postal codes", () => {
    const details = readDetails({
      result: {
        public_id: "x",
        formatted_address: "X",
        address_components: [{ long_name: ["1", "2"], short_name: ["1", "2"], types: ["postal_codes"] }],
        geometry: { location: { lat: 1, lng: 2 } },
      },
    });
    expect(details.result?.address_components[0]?.long_name).toEqual(["1", "2"]);
    expect(details.result?.geometry.accuracy).toBe("APPROXIMATE");
  });

  it("an answer of another shape is an error naming where", () => {
    expect(() => readGeocode({ results: [{ public_id: 1 }] })).toThrow(UpstreamShapeError);
    expect(() => readGeocode({ results: [{ public_id: 1 }] })).toThrow(/results\.0\.public_id/);
  });
});
