import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EmbeddedProvider } from "../../worker/localities/embedded/embedded-provider.ts";
import { decodePublicId } from "../../worker/localities/public-id.ts";
import type { AddressComponent } from "../../worker/localities/types.ts";

const provider = () => new EmbeddedProvider(env.ASSETS);

function component(components: AddressComponent[] | undefined, type: string): AddressComponent | undefined {
  return components?.find((c) => c.types.includes(type));
}

describe("postcodes in their country's format", () => {
  it("75001 with France chosen is Paris 1er, not Addison, Texas (autocomplete and forward geocoding)", async () => {
    const suggestions = await provider().autocomplete({ input: "75001", types: [], countries: ["FR"] });
    expect(suggestions.localities[0]).toMatchObject({
      description: "75001 Paris 1er Arrondissement, Île-de-France, France",
      types: ["postal_code"],
    });
    expect(suggestions.localities.map((l) => l.description).join()).not.toContain("Addison");
    const forward = await provider().geocode({ kind: "forward", address: "75001", countries: ["FR"] });
    expect(forward.results.map((r) => r.formatted_address)).toEqual([
      "75001 Paris 1er Arrondissement, Île-de-France, France",
    ]);
  });

  it("75001 with no country: the code of the bigger town first, both countries offered", async () => {
    const suggestions = await provider().autocomplete({ input: "75001", types: [], countries: [] });
    expect(suggestions.localities.map((l) => l.description)).toEqual([
      "75001 Paris 1er Arrondissement, Île-de-France, France",
      "75001, Addison, TX, United States",
    ]);
  });

  it("a French postcode's details: the code, the town, the arrondissement and a point", async () => {
    const [first] = (await provider().autocomplete({ input: "69002", types: ["postal_code"], countries: ["FR"] }))
      .localities;
    expect(decodePublicId(first?.public_id ?? "")).toEqual({
      kind: "postcode",
      country: "FR",
      code: "69002",
      official: "69382",
    });
    const details = await provider().details({ publicId: first?.public_id ?? "" });
    const components = details.result?.address_components;
    expect(component(components, "postal_code")?.long_name).toBe("69002");
    expect(component(components, "locality")?.long_name).toBe("Lyon");
    expect(component(components, "sublocality")?.long_name).toBe("Lyon 2e Arrondissement");
    expect(details.result?.geometry.location.lat).toBeCloseTo(45.75, 1);
  });

  it("a village's code serves several communes: one suggestion each", async () => {
    const suggestions = await provider().autocomplete({ input: "01400", types: ["postal_code"], countries: ["FR"] });
    expect(suggestions.localities.length).toBeGreaterThan(1);
    for (const locality of suggestions.localities) expect(locality.description).toMatch(/^01400 /);
  });

  it("a UK postcode, an Eircode or a German code is not free text elsewhere: no answer in data without those postcodes", async () => {
    for (const [input, country] of [
      ["SW1A 1AA", "GB"],
      ["D02 X285", "IE"],
      ["10117", "DE"],
    ] as const) {
      expect((await provider().autocomplete({ input, types: [], countries: [country] })).status).toBe("ZERO_RESULTS");
      expect((await provider().geocode({ kind: "forward", address: input, countries: [country] })).status).toBe(
        "ZERO_RESULTS",
      );
    }
  });

  it("French towns carry their postal codes: one code, or the arrondissement's in Lyon", async () => {
    const versailles = await provider().geocode({ kind: "reverse", location: { lat: 48.8049, lng: 2.1204 } });
    expect(versailles.results[0]?.formatted_address).toBe("78000 Versailles, Île-de-France, France");
    const bellecour = await provider().geocode({ kind: "reverse", location: { lat: 45.7578, lng: 4.832 } });
    expect(component(bellecour.results[0]?.address_components, "postal_code")?.long_name).toBe("69002");
    // Paris's arrondissements have no points in the data: the town lists its 21 codes.
    const eiffel = await provider().geocode({ kind: "reverse", location: { lat: 48.8584, lng: 2.2945 } });
    expect(component(eiffel.results[0]?.address_components, "locality")?.long_name).toBe("Paris");
    expect(component(eiffel.results[0]?.address_components, "postal_codes")?.long_name).toContain("75007");
  });
});

describe("reverse geocoding names the containing town", () => {
  it("the Eiffel Tower is in Paris, not Neuilly-sur-Seine", async () => {
    const answer = await provider().geocode({ kind: "reverse", location: { lat: 48.8584, lng: 2.2945 } });
    expect(answer.results[0]?.formatted_address).toBe("Paris, Île-de-France, France");
  });

  it("the Empire State Building is in New York, NY 10118, not Weehawken, NJ", async () => {
    const answer = await provider().geocode({ kind: "reverse", location: { lat: 40.7484, lng: -73.9857 } });
    expect(answer.results[0]?.formatted_address).toBe("New York City, NY 10118, United States");
    expect(answer.results[1]?.formatted_address).toBe("New York, NY 10118, United States");
  });
});
