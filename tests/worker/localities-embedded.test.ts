import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { clearShardCache } from "../../worker/localities/embedded/assets.ts";
import { EmbeddedProvider } from "../../worker/localities/embedded/embedded-provider.ts";
import { decodePublicId } from "../../worker/localities/public-id.ts";
import type { AddressComponent } from "../../worker/localities/types.ts";
import { describeLocalitiesContract } from "./localities-contract.ts";

describeLocalitiesContract("embedded (open data in Static Assets)", () => new EmbeddedProvider(env.ASSETS));

/** ASSETS, with the paths read recorded. */
function countingAssets(): { assets: Fetcher; paths: string[] } {
  const paths: string[] = [];
  const assets = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return env.ASSETS.fetch(input, init);
    },
  } as Fetcher;
  return { assets, paths };
}

function component(components: AddressComponent[], type: string): AddressComponent | undefined {
  return components.find((c) => c.types.includes(type));
}

const provider = () => new EmbeddedProvider(env.ASSETS);

describe("embedded autocomplete", () => {
  it("ignores case and accents, and marks the match on the name as written", async () => {
    const answer = await provider().autocomplete({ input: "SAINT-ETIEN", types: [], countries: ["FR"] });
    const first = answer.localities[0];
    expect(first?.description).toBe("Saint-Étienne, Auvergne-Rhône-Alpes, France");
    expect(first?.matched_substrings).toEqual({ description: [{ offset: 0, length: 11 }] });
  });

  it("ranks by population, so a short prefix gives the big towns", async () => {
    const answer = await provider().autocomplete({ input: "par", types: [], countries: [] });
    expect(answer.localities[0]?.description).toBe("Paris, Île-de-France, France");
    expect(answer.localities).toHaveLength(8);
  });

  it("a name typed in full puts the places of that name first", async () => {
    const answer = await provider().autocomplete({ input: "london", types: ["locality"], countries: ["GB", "CA"] });
    expect(answer.localities.slice(0, 2).map((l) => l.description)).toEqual([
      "London, England, United Kingdom",
      "London, Ontario, Canada",
    ]);
  });

  it("finds a city by an alternate (English or local) name", async () => {
    const answer = await provider().autocomplete({ input: "münch", types: [], countries: ["DE"] });
    expect(answer.localities[0]?.description).toBe("München, Bavaria, Germany");
    expect(decodePublicId(answer.localities[0]?.public_id ?? "")).toEqual({ kind: "city", id: 2867714 });
  });

  it("words after a comma narrow by state or country, and are marked too", async () => {
    const answer = await provider().autocomplete({ input: "Springfield, Ill", types: [], countries: [] });
    expect(answer.localities).toHaveLength(1);
    expect(answer.localities[0]).toMatchObject({
      description: "Springfield, IL, United States",
      matched_substrings: {
        description: [
          { offset: 0, length: 11 },
          { offset: 13, length: 2 },
        ],
      },
    });
  });

  it("a trailing space keeps only names that go on with another word", async () => {
    const answer = await provider().autocomplete({ input: "saint ", types: [], countries: ["FR"] });
    expect(answer.localities.length).toBeGreaterThan(0);
    for (const locality of answer.localities) expect(locality.description).toMatch(/^Saint[- ]/);
  });

  it("types: postal_code gives only ZIP codes, locality only towns, address both", async () => {
    const zips = await provider().autocomplete({ input: "10", types: ["postal_code"], countries: ["US"] });
    expect(zips.localities.map((l) => l.description.slice(0, 5))).toEqual([
      "10001",
      "10002",
      "10003",
      "10004",
      "10005",
      "10006",
      "10007",
      "10008",
    ]);
    const towns = await provider().autocomplete({ input: "10", types: ["locality"], countries: [] });
    for (const locality of towns.localities) expect(locality.types).toEqual(["locality"]);
    const both = await provider().autocomplete({ input: "Beverly Hills", types: ["address"], countries: ["US"] });
    expect(both.localities[0]?.types).toEqual(["locality"]);
  });

  it("ZIP codes only for the US and its territories", async () => {
    expect((await provider().autocomplete({ input: "9021", types: ["postal_code"], countries: ["FR"] })).status).toBe(
      "ZERO_RESULTS",
    );
    const pr = await provider().autocomplete({ input: "009", types: ["postal_code"], countries: ["PR"] });
    expect(pr.localities[0]?.description).toMatch(/^009\d\d, San Juan, Puerto Rico$/);
  });

  it("a query reads a few index files, not the data set", async () => {
    const { assets, paths } = countingAssets();
    const embedded = new EmbeddedProvider(assets);
    // Distinct first letters so that the isolate cache cannot hide the reads.
    await embedded.autocomplete({ input: "Qui", types: [], countries: [] });
    await embedded.autocomplete({ input: "Xi", types: [], countries: ["CN"] });
    await embedded.autocomplete({ input: "Zur", types: [], countries: ["CH"] });
    expect(paths.length).toBeLessThanOrEqual(3 * 3);
    expect(paths.every((p) => p.startsWith("/_geo/"))).toBe(true);
  });
});

describe("embedded details and geocoding", () => {
  it("a US town lists its ZIP codes as postal_codes (names as lists)", async () => {
    const suggestion = (
      await provider().autocomplete({ input: "Beverly Hills", types: ["locality"], countries: ["US"] })
    ).localities[0];
    const result = (await provider().details({ publicId: suggestion?.public_id ?? "" })).result;
    expect(result?.formatted_address).toBe("Beverly Hills, CA, United States");
    const postal = component(result?.address_components ?? [], "postal_codes");
    expect(postal?.long_name).toContain("90210");
    expect(Array.isArray(postal?.short_name)).toBe(true);
  });

  it("never claims ROOFTOP: towns and ZIP codes are APPROXIMATE, a country's centre GEOMETRIC_CENTER", async () => {
    const answer = await provider().geocode({ kind: "reverse", location: { lat: 34.0901, lng: -118.4065 } });
    expect(answer.results.map((r) => [r.types[0], r.geometry.location_type])).toEqual([
      ["locality", "APPROXIMATE"],
      ["postal_code", "APPROXIMATE"],
      ["country", "GEOMETRIC_CENTER"],
    ]);
    expect(answer.results[0]?.formatted_address).toBe("Beverly Hills, CA 90210, United States");
    expect(component(answer.results[0]?.address_components ?? [], "postal_code")?.long_name).toBe("90210");
  });

  it("the country comes from the borders: Geneva is in Switzerland though French towns are near", async () => {
    const answer = await provider().geocode({ kind: "reverse", location: { lat: 46.2044, lng: 6.1432 } });
    expect(component(answer.results[0]?.address_components ?? [], "country")?.short_name).toBe("CH");
  });

  it("a territory inside its country's border keeps its own code (Cayenne, French Guiana)", async () => {
    const answer = await provider().geocode({ kind: "reverse", location: { lat: 4.93, lng: -52.33 } });
    expect(component(answer.results[0]?.address_components ?? [], "country")?.short_name).toBe("GF");
  });

  it("far from any town, only the country (middle of the Sahara)", async () => {
    const answer = await provider().geocode({ kind: "reverse", location: { lat: 23, lng: 10 } });
    expect(answer.results).toHaveLength(1);
    expect(answer.results[0]).toMatchObject({ types: ["country"], formatted_address: "Algeria" });
    const details = await provider().details({ publicId: answer.results[0]?.public_id ?? "" });
    expect(details.result?.geometry.accuracy).toBe("GEOMETRIC_CENTER");
  });

  it("across the antimeridian: Taveuni (Fiji) lies east of 180°, its country's centre west of it", async () => {
    const answer = await provider().geocode({ kind: "reverse", location: { lat: -16.85, lng: -179.97 } });
    const country = answer.results.at(-1);
    expect(component(country?.address_components ?? [], "country")?.short_name).toBe("FJ");
    expect(country?.geometry.location.lng).toBeGreaterThan(170);
  });

  it("south of 60°S is Antarctica, whose point (the South Pole) is only APPROXIMATE", async () => {
    const answer = await provider().geocode({ kind: "reverse", location: { lat: -75, lng: 100 } });
    expect(answer.results).toEqual([
      expect.objectContaining({
        formatted_address: "Antarctica",
        geometry: { location: { lat: -90, lng: 0 }, location_type: "APPROXIMATE" },
      }),
    ]);
  });

  it("forward geocoding of a ZIP code, and of a town with its state", async () => {
    const zip = await provider().geocode({ kind: "forward", address: "90210", countries: [] });
    expect(zip.results[0]?.formatted_address).toBe("Beverly Hills, CA 90210, United States");
    const town = await provider().geocode({ kind: "forward", address: "Springfield, Illinois", countries: [] });
    expect(town.results.map((r) => r.formatted_address)).toEqual(["Springfield, IL, United States"]);
  });

  it("a broken index is logged and answered UNKNOWN_ERROR", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { fetch: async () => new Response("boom", { status: 500 }) } as unknown as Fetcher;
    // city:999999999: a places bucket no other test reads, so the isolate cache cannot answer.
    const answer = await new EmbeddedProvider(broken).details({ publicId: "Y2l0eTo5OTk5OTk5OTk" });
    expect(answer).toEqual({ status: "UNKNOWN_ERROR" });
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({
      level: "error",
      message: "embedded localities failed",
      operation: "details",
    });
    errors.mockRestore();
  });

  it("a chunk the manifest lists but the deploy lacks is an error, never an empty answer kept for an hour", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    clearShardCache();
    // Every file but the manifest is missing, as after a deploy without the index's files.
    const partial = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        /\/manifest\.json$/.test(new URL(input instanceof Request ? input.url : String(input)).pathname)
          ? env.ASSETS.fetch(input, init)
          : Promise.resolve(new Response("Not found", { status: 404 })),
    } as Fetcher;
    const zips = await new EmbeddedProvider(partial).autocomplete({ input: "9021", types: [], countries: ["US"] });
    expect(zips).toEqual({ status: "UNKNOWN_ERROR", localities: [] });
    const names = await new EmbeddedProvider(partial).autocomplete({ input: "Dubl", types: [], countries: ["IE"] });
    expect(names).toEqual({ status: "UNKNOWN_ERROR", localities: [] });
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/is missing \(the manifest lists it/);
    errors.mockRestore();
    clearShardCache(); // the absent files must not answer the next tests
  });
});
