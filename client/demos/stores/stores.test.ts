import * as v from "valibot";
import { describe, expect, it } from "vitest";
import file from "../../../content/demos/stores.json" with { type: "json" };
import { STORES_DATA } from "./stores-data.ts";
import { nearestStores, storeAddress, storesFileSchema, storesSummary, type Store } from "./stores.ts";

const data = v.parse(storesFileSchema, file);
const MANCHESTER = { lat: 53.48095, lng: -2.23743 };

describe("the sample store dataset (content/demos/stores.json)", () => {
  it("is valid: about 40 stores, each with a unique id", () => {
    expect(v.safeParse(storesFileSchema, file).issues).toBeUndefined();
    expect(data.stores.length).toBeGreaterThanOrEqual(35);
  });

  it("stands each store within a few kilometres of its town (real-town coordinates)", () => {
    const towns: Record<string, { lat: number; lng: number }> = {
      Manchester: MANCHESTER,
      London: { lat: 51.50853, lng: -0.12574 },
      Paris: { lat: 48.85341, lng: 2.3488 },
      Lyon: { lat: 45.74846, lng: 4.84671 },
    };
    for (const store of data.stores) {
      const town = towns[store.city];
      if (town) expect(nearestStores(town, [store])[0]?.km).toBeLessThan(10);
    }
  });

  it("rejects a store without a service or with an unknown one", () => {
    const store = data.stores[0] as Store;
    expect(v.safeParse(storesFileSchema, { ...file, stores: [{ ...store, services: [] }] }).issues?.[0]?.message).toBe(
      "a store offers at least 1 service",
    );
    expect(v.safeParse(storesFileSchema, { ...file, stores: [store, store] }).issues?.[0]?.message).toBe(
      "each store needs its own id",
    );
  });
});

describe("nearest stores to a place", () => {
  it("from Manchester: the Manchester shop, then Stockport, then the other northern towns", () => {
    const found = nearestStores(MANCHESTER, data.stores, { limit: 5 });
    expect(found.map((f) => f.store.city)).toEqual(["Manchester", "Stockport", "Liverpool", "Sheffield", "Leeds"]);
    expect(found[0]?.km).toBeLessThan(1);
    expect(found.map((f) => f.km)).toEqual([...found.map((f) => f.km)].sort((a, b) => a - b));
  });

  it("only the shops that offer a chosen service", () => {
    const found = nearestStores(MANCHESTER, data.stores, { limit: 3, service: "ebikes" });
    expect(found.every((f) => f.store.services.includes("ebikes"))).toBe(true);
    expect(found.map((f) => f.store.city)).not.toContain("Stockport");
  });

  it("at most the limit, and nothing from an empty list", () => {
    expect(nearestStores(MANCHESTER, data.stores, { limit: 2 })).toHaveLength(2);
    expect(nearestStores(MANCHESTER, [])).toEqual([]);
  });
});

describe("store addresses", () => {
  it("postcode after the town in the UK and Ireland, before it elsewhere", () => {
    const byId = (id: string) => data.stores.find((s) => s.id === id) as Store;
    expect(storeAddress(byId("manchester-northern-quarter"))).toBe("38 Tib Street, Manchester M4 1LA");
    expect(storeAddress(byId("lyon-croix-rousse"))).toBe("8 boulevard de la Croix-Rousse, 69004 Lyon");
  });
});

describe('what the Worker bundles of the shops (docs/architecture.md, "The Worker bundle")', () => {
  it("is their summary, the text the demo shows before a search; the browser has every shop", () => {
    expect(storesSummary(file)).toEqual({ brand: "Fernway Cycles", storeCount: data.stores.length, countryCount: 7 });
    expect(STORES_DATA.stores).toHaveLength(data.stores.length);
    expect(STORES_DATA.storeCount).toBe(data.stores.length);
  });
});
