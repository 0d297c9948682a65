/**
 * The localities contract: what every LocalitiesProvider must do, run against each
 * implementation (localities-embedded.test.ts, localities-remote.test.ts). The cases use
 * places every data source has: Paris, and the Beverly Hills ZIP code 90210. Every answer
 * is checked against the public contract's schemas and this site's answer schemas, with no
 * field of its own (docs/localities.md#the-public-contract).
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { siteAutocompleteAnswer, siteDetailsAnswer, siteGeocodeAnswer } from "../../client/localities/answers.ts";
import { autocompleteCollection } from "../../client/localities/contract/autocomplete.ts";
import { detailsAnswer } from "../../client/localities/contract/details.ts";
import { geocodeCollection } from "../../client/localities/contract/geocode.ts";
import type {
  AddressComponent,
  AutocompleteAnswer,
  AutocompleteLocality,
  DetailsAnswer,
  GeocodeAnswer,
  LocalitiesProvider,
} from "../../worker/localities/types.ts";
import { MAX_SUGGESTIONS } from "../../worker/localities/types.ts";

const SCHEMAS = {
  autocomplete: { contract: autocompleteCollection, site: siteAutocompleteAnswer },
  details: { contract: detailsAnswer, site: siteDetailsAnswer },
  geocode: { contract: geocodeCollection, site: siteGeocodeAnswer },
} as const;

/** Issues of a value against a schema, as "path: message" lines (empty when it fits). */
export function schemaIssues(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  if (result.success) return [];
  return result.issues.map((issue) => `${issue.path?.map((p) => String(p.key)).join(".") ?? ""}: ${issue.message}`);
}

/**
 * The answer fits the public contract and this site's schema, and holds nothing else: the
 * site schema's output (which drops unknown keys at every level) equals the answer.
 */
export function expectContractShape(
  endpoint: keyof typeof SCHEMAS,
  answer: AutocompleteAnswer | DetailsAnswer | GeocodeAnswer | unknown,
): void {
  const { contract, site } = SCHEMAS[endpoint];
  expect(schemaIssues(contract, answer)).toEqual([]);
  expect(schemaIssues(site, answer)).toEqual([]);
  expect(v.parse(site, answer)).toEqual(answer);
}

const PARIS = { lat: 48.8566, lng: 2.3522 };

function component(components: AddressComponent[], type: string): AddressComponent | undefined {
  return components.find((c) => c.types.includes(type));
}

function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

/** Every suggestion is well formed and its matched substrings lie inside its description. */
function expectWellFormed(localities: AutocompleteLocality[]): void {
  expect(localities.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  for (const locality of localities) {
    expect(locality.public_id).toMatch(/\S/);
    expect(locality.description).toMatch(/\S/);
    expect(Array.isArray(locality.types)).toBe(true);
    for (const span of locality.matched_substrings.description) {
      expect(span.offset).toBeGreaterThanOrEqual(0);
      expect(span.length).toBeGreaterThan(0);
      expect(span.offset + span.length).toBeLessThanOrEqual(locality.description.length);
    }
  }
}

export function describeLocalitiesContract(label: string, provider: () => LocalitiesProvider): void {
  describe(`localities contract: ${label}`, () => {
    it("autocomplete finds a town by the start of its name, within a country, and marks the match", async () => {
      const answer = await provider().autocomplete({ input: "Pari", types: ["locality"], countries: ["FR"] });
      expect(answer.status).toBe("OK");
      expectContractShape("autocomplete", answer);
      expectWellFormed(answer.localities);
      const [first] = answer.localities;
      expect(first?.description).toMatch(/^Paris, .*France$/);
      expect(first?.types).toContain("locality");
      expect(first?.matched_substrings.description[0]).toEqual({ offset: 0, length: 4 });
      for (const locality of answer.localities) expect(locality.description).toMatch(/France$/);
    });

    it("autocomplete answers ZERO_RESULTS and an empty list when nothing matches", async () => {
      const answer = await provider().autocomplete({ input: "Qqxqzzv", types: [], countries: [] });
      expectContractShape("autocomplete", answer);
      expect(answer).toEqual({
        status: "ZERO_RESULTS",
        localities: [],
      });
    });

    it("autocomplete finds US ZIP codes by their first digits", async () => {
      const answer = await provider().autocomplete({ input: "9021", types: ["postal_code"], countries: ["US"] });
      expect(answer.status).toBe("OK");
      expectContractShape("autocomplete", answer);
      expectWellFormed(answer.localities);
      expect(answer.localities[0]?.description).toMatch(/^90210\b.*Beverly Hills/);
      expect(answer.localities[0]?.types).toEqual(["postal_code"]);
    });

    it("details of a suggestion: the address, its components and a position", async () => {
      const suggestion = (await provider().autocomplete({ input: "Paris", types: ["locality"], countries: ["FR"] }))
        .localities[0];
      expect(suggestion).toBeDefined();
      const answer = await provider().details({ publicId: suggestion?.public_id ?? "" });
      expect(answer.status).toBe("OK");
      expectContractShape("details", answer);
      const result = answer.result;
      expect(result?.public_id).toBe(suggestion?.public_id);
      expect(result?.formatted_address).toContain("Paris");
      expect(result?.types).toContain("locality");
      const components = result?.address_components ?? [];
      expect(component(components, "locality")?.long_name).toBe("Paris");
      expect(component(components, "country")).toMatchObject({ long_name: "France", short_name: "FR" });
      expect(kmBetween(result?.geometry.location ?? { lat: 0, lng: 0 }, PARIS)).toBeLessThan(10);
      expect(typeof result?.geometry.accuracy).toBe("string");
    });

    it("details of a ZIP code suggestion carry the postal code", async () => {
      const suggestion = (await provider().autocomplete({ input: "90210", types: ["postal_code"], countries: ["US"] }))
        .localities[0];
      const answer = await provider().details({ publicId: suggestion?.public_id ?? "" });
      expect(answer.status).toBe("OK");
      expectContractShape("details", answer);
      const components = answer.result?.address_components ?? [];
      expect(component(components, "postal_code")?.long_name).toBe("90210");
      expect(component(components, "country")?.short_name).toBe("US");
      expect(component(components, "administrative_area_level_1")?.short_name).toBe("CA");
    });

    it("details of an id it never issued: NOT_FOUND and no result", async () => {
      const answer = await provider().details({ publicId: "bm8tc3VjaC1wbGFjZQ" });
      expectContractShape("details", answer);
      expect(answer).toEqual({ status: "NOT_FOUND" });
    });

    it("reverse geocoding names the town and the country of a position", async () => {
      const answer = await provider().geocode({ kind: "reverse", location: PARIS });
      expect(answer.status).toBe("OK");
      expectContractShape("geocode", answer);
      const [first] = answer.results;
      expect(first?.formatted_address).toContain("Paris");
      expect(component(first?.address_components ?? [], "country")?.short_name).toBe("FR");
      expect(first?.geometry.location_type).toMatch(/^[A-Z_]+$/);
    });

    it("reverse geocoding in the open ocean: ZERO_RESULTS", async () => {
      const answer = await provider().geocode({ kind: "reverse", location: { lat: 0, lng: -30 } });
      expectContractShape("geocode", answer);
      expect(answer).toEqual({
        status: "ZERO_RESULTS",
        results: [],
      });
    });

    it("forward geocoding of a town name, within a country", async () => {
      const answer = await provider().geocode({ kind: "forward", address: "Paris", countries: ["FR"] });
      expect(answer.status).toBe("OK");
      expectContractShape("geocode", answer);
      expect(component(answer.results[0]?.address_components ?? [], "country")?.short_name).toBe("FR");
    });
  });
}
