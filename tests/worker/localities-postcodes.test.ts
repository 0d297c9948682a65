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

  it("a German code is not free text elsewhere: no answer in data without Germany's postcodes", async () => {
    expect((await provider().autocomplete({ input: "10117", types: [], countries: ["DE"] })).status).toBe(
      "ZERO_RESULTS",
    );
    expect((await provider().geocode({ kind: "forward", address: "10117", countries: ["DE"] })).status).toBe(
      "ZERO_RESULTS",
    );
  });

  it("French towns carry their postal codes: one code, or the arrondissement's in Lyon", async () => {
    const versailles = await provider().geocode({ kind: "reverse", location: { lat: 48.8049, lng: 2.1204 } });
    expect(versailles.results[0]?.formatted_address).toBe("78000 Versailles, Île-de-France, France");
    const lachaise = await provider().geocode({ kind: "reverse", location: { lat: 48.8614, lng: 2.3934 } });
    expect(component(lachaise.results[0]?.address_components, "postal_code")?.long_name).toBe("75020");
    const vieuxPort = await provider().geocode({ kind: "reverse", location: { lat: 43.2951, lng: 5.3745 } });
    expect(component(vieuxPort.results[0]?.address_components, "postal_code")?.long_name).toBe("13002");
    // Between two arrondissements' points (1.4 km from Passy's, 1.9 km from Palais-Bourbon's)
    // the town lists its codes rather than guess: the Eiffel Tower is in 75007, not 75016.
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

/** The first suggestion for `input` and its details. */
async function firstDetails(input: string, countries: string[]) {
  const suggestions = await provider().autocomplete({ input, types: ["address"], countries });
  const first = suggestions.localities[0];
  const details = await provider().details({ publicId: first?.public_id ?? "" });
  return { description: first?.description, result: details.result };
}

describe("postcodes answered at the level the open data has", () => {
  it("UK postcodes: the area, its post town and a centre, marked as a prefix, never as the full postcode", async () => {
    const found = await Promise.all([
      firstDetails("SW1A 1AA", ["GB"]),
      firstDetails("M1 1AE", ["GB"]),
      firstDetails("EH1 1YZ", []),
    ]);
    expect(found.map((f) => f.description)).toEqual([
      "SW — South West London, United Kingdom",
      "M — Manchester, United Kingdom",
      "EH — Edinburgh, United Kingdom",
    ]);
    for (const { result } of found) {
      expect(component(result?.address_components, "postal_code")).toBeUndefined();
      expect(result?.geometry.accuracy).toBe("APPROXIMATE");
    }
    expect(found.map((f) => component(f.result?.address_components, "postal_code_prefix")?.long_name)).toEqual([
      "SW",
      "M",
      "EH",
    ]);
    expect(found.map((f) => component(f.result?.address_components, "locality")?.long_name)).toEqual([
      "London",
      "Manchester",
      "Edinburgh",
    ]);
    const points = new Set(found.map((f) => `${f.result?.geometry.location.lat},${f.result?.geometry.location.lng}`));
    expect(points.size).toBe(3);
  });

  it("Eircodes: the routing key and its postal district, never labelled a full Eircode", async () => {
    const dublin = await firstDetails("D02 X285", ["IE"]);
    expect(dublin.description).toBe("D02 — Dublin 2, Ireland");
    expect(component(dublin.result?.address_components, "postal_code_prefix")?.long_name).toBe("D02");
    expect(component(dublin.result?.address_components, "sublocality")?.long_name).toBe("Dublin 2");
    expect(component(dublin.result?.address_components, "postal_code")).toBeUndefined();
    const cork = await firstDetails("T12", []);
    expect(cork.description).toBe("T12 — Cork Southside, Ireland");
    expect(cork.result?.geometry.location).not.toEqual(dublin.result?.geometry.location);
    // A routing key being typed lists the keys it begins.
    const typing = await provider().autocomplete({ input: "D0", types: [], countries: ["IE"] });
    expect(typing.localities.map((l) => l.description.slice(0, 3))).toEqual(
      expect.arrayContaining(["D01", "D02", "D08"]),
    );
    const forward = await provider().geocode({ kind: "forward", address: "d02x285", countries: ["IE"] });
    expect(forward.results.map((r) => r.formatted_address)).toEqual(["D02 — Dublin 2, Ireland"]);
  });

  it("a Paris postcode at its own arrondissement: 75016 and 75020 are different points", async () => {
    const [passy, menilmontant] = await Promise.all([firstDetails("75016", ["FR"]), firstDetails("75020", ["FR"])]);
    expect(component(passy.result?.address_components, "sublocality")?.long_name).toBe("Paris 16e Arrondissement");
    expect(passy.result?.geometry.location.lng).toBeCloseTo(2.277, 2);
    expect(menilmontant.result?.geometry.location.lng).toBeCloseTo(2.398, 2);
  });

  it("the towns an area or routing key is named after carry it: Manchester M, London its eight areas", async () => {
    const town = await provider().geocode({ kind: "reverse", location: { lat: 53.4794, lng: -2.2453 } });
    expect(component(town.results[0]?.address_components, "postal_code_prefix")?.long_name).toBe("M");
    const london = await provider().geocode({ kind: "reverse", location: { lat: 51.5014, lng: -0.1419 } });
    expect(component(london.results[0]?.address_components, "postal_code_prefix")?.long_name).toEqual([
      "E",
      "EC",
      "N",
      "NW",
      "SE",
      "SW",
      "W",
      "WC",
    ]);
  });

  it("New York City lists the ZIP codes of its five boroughs", async () => {
    const { result } = await firstDetails("New York City", ["US"]);
    const zips = component(result?.address_components, "postal_codes")?.long_name as string[];
    // Manhattan, the Bronx, Brooklyn, Staten Island and Queens (Flushing).
    expect(zips).toEqual(expect.arrayContaining(["10001", "10451", "11201", "10301", "11354"]));
    expect(zips.every((zip) => /^1(0[0-4]|1[1-46])/.test(zip))).toBe(true);
  });
});
