/**
 * The store locator demo's data and rule: a fictional chain's shops (content/demos/stores.json,
 * checked by storesFileSchema in a test) and the nearest of them to a place.
 */
import * as v from "valibot";
import type { LatLng } from "../../maps/lat-lng.ts";
import { haversineKm } from "../distance/travel.ts";

export const STORE_SERVICES = ["repairs", "rental", "ebikes", "clickCollect"] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** What each service is called in the list and the filter. */
export const SERVICE_NAMES: Record<StoreService, string> = {
  repairs: "Repairs",
  rental: "Bike rental",
  ebikes: "E-bikes",
  clickCollect: "Click & collect",
};

const text = (field: string) => v.pipe(v.string(`${field} must be text`), v.nonEmpty(`${field} must not be empty`));

export const storeSchema = v.strictObject({
  id: v.pipe(text("id"), v.regex(/^[a-z0-9-]+$/, "id must be lower-case letters, digits and dashes")),
  name: text("name"),
  street: text("street"),
  postcode: text("postcode"),
  city: text("city"),
  /** ISO 3166-1 alpha-2. */
  country: v.pipe(text("country"), v.regex(/^[A-Z]{2}$/, "country must be an alpha-2 code")),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  phone: v.optional(text("phone")),
  hours: text("hours"),
  services: v.pipe(
    v.array(v.picklist(STORE_SERVICES, `services must be among ${STORE_SERVICES.join(", ")}`)),
    v.minLength(1, "a store offers at least 1 service"),
  ),
});

export const storesFileSchema = v.pipe(
  v.strictObject({ brand: text("brand"), about: text("about"), stores: v.pipe(v.array(storeSchema), v.minLength(1)) }),
  v.check((file) => new Set(file.stores.map((s) => s.id)).size === file.stores.length, "each store needs its own id"),
);

export type Store = v.InferOutput<typeof storeSchema>;

export interface NearbyStore {
  store: Store;
  /** Straight-line distance from the searched place, in km. */
  km: number;
}

/**
 * The stores nearest to a place, nearest first, optionally only those offering a service.
 * @example nearestStores(manchester, stores, { limit: 5 })[0].store.city // "Manchester"
 */
export function nearestStores(
  place: LatLng,
  stores: readonly Store[],
  { limit = 5, service = null }: { limit?: number; service?: StoreService | null } = {},
): NearbyStore[] {
  return stores
    .filter((store) => service === null || store.services.includes(service))
    .map((store) => ({ store, km: haversineKm(place, store) }))
    .sort((a, b) => a.km - b.km || a.store.name.localeCompare(b.store.name))
    .slice(0, limit);
}

/** "38 Tib Street, Manchester M4 1LA" in each country's order (postcode before the town on the continent). */
export function storeAddress(store: Store): string {
  const postcodeFirst = !["GB", "IE"].includes(store.country);
  return postcodeFirst
    ? `${store.street}, ${store.postcode} ${store.city}`
    : `${store.street}, ${store.city} ${store.postcode}`;
}

/** What the demo says of the shops before a search: whose they are, how many, in how many countries. */
export interface StoresSummary {
  brand: string;
  storeCount: number;
  countryCount: number;
}

/** The shops the demo searches, with their summary (stores-data.ts; empty on the server). */
export interface StoresData extends StoresSummary {
  stores: readonly Store[];
}

/** The summary of a stores file: the build writes it for the Worker (stores-data.server.ts). */
export function storesSummary(file: { brand: string; stores: readonly Pick<Store, "country">[] }): StoresSummary {
  return {
    brand: file.brand,
    storeCount: file.stores.length,
    countryCount: new Set(file.stores.map((store) => store.country)).size,
  };
}
