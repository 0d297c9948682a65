import { describe, expect, it } from "vitest";
import { UpstreamShapeError, readAutocomplete, readDetails, readGeocode } from "./upstream-schemas.ts";

describe("reading a Localities-compatible API's answers", () => {
  it("passes on the contract's matched_substrings: spans of description, from a flat list or per field", () => {
    const read = (matched: unknown) =>
      readAutocomplete({
        localities: [{ public_id: "a", description: "Paris", types: ["locality"], matched_substrings: matched }],
      }).localities[0]?.matched_substrings;
    expect(read([{ offset: 0, length: 3 }])).toEqual({ description: [{ offset: 0, length: 3 }] });
    expect(read({ description: [{ offset: 1, length: 2 }], name: [{ offset: 0, length: 1 }] })).toEqual({
      description: [{ offset: 1, length: 2 }],
    });
    expect(read(undefined)).toEqual({ description: [] });
    // A span without its offset or length marks nothing: dropped, not passed on.
    expect(read([{ offset: 0 }, { offset: 2, length: 1 }])).toEqual({ description: [{ offset: 2, length: 1 }] });
  });

  it("keeps only the contract's types and accuracies; anything else is the least precise claim", () => {
    const answer = readGeocode({
      results: [
        {
          public_id: "x",
          formatted_address: "X",
          types: ["locality", "spaceport", "transit.station.airport"],
          geometry: { location: { lat: 1, lng: 2 }, location_type: "EXACT_ENOUGH" },
        },
      ],
    });
    expect(answer.results[0]?.types).toEqual(["locality", "transit.station.airport"]);
    expect(answer.results[0]?.geometry.location_type).toBe("APPROXIMATE");
    const details = readDetails({
      result: {
        public_id: "x",
        formatted_address: "X",
        geometry: { location: { lat: 1, lng: 2 }, accuracy: "ROUTE" },
      },
    });
    expect(details.result?.geometry.accuracy).toBe("ROUTE");
  });

  it("passes on no field outside the contract", () => {
    const answer = readDetails({
      status: "OK",
      result: {
        public_id: "x",
        formatted_address: "X",
        address_components: [{ long_name: "X", types: ["locality"], extra: true }],
        geometry: { location: { lat: 1, lng: 2, alt: 3 }, accuracy: "ROOFTOP", internal: 1 },
        internal_score: 0.5,
      },
      debug: { took_ms: 3 },
    });
    expect(answer).toEqual({
      status: "OK",
      result: {
        public_id: "x",
        formatted_address: "X",
        address_components: [{ long_name: "X", short_name: "X", types: ["locality"] }],
        geometry: { location: { lat: 1, lng: 2 }, accuracy: "ROOFTOP" },
        types: [],
      },
    });
  });

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
          matched_substrings: { description: [{ offset: 0, length: 3 }] },
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
    expect(readDetails({})).toEqual({ status: "NOT_FOUND" });
    expect(readDetails({ status: "NOT_FOUND", result: null })).toEqual({ status: "NOT_FOUND" });
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
