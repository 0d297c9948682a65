/**
 * The localities service as the browser sees it: the response shapes of the public
 * Localities API (autocomplete, details, geocode) served by the Worker under /api/localities.
 * Shared by the Worker (worker/localities/types.ts) and the free tools in the browser. The
 * types come from the answers' schemas (answers.ts), imported for their types only: no
 * schema code reaches the browser through this module.
 */
import type * as v from "valibot";
import type {
  ANSWER_STATUSES,
  siteAddressComponent,
  siteAutocompleteAnswer,
  siteDetailsAnswer,
  siteDetailsResult,
  siteGeocodeAnswer,
  siteGeocodeResult,
  siteLocality,
  siteMatchedSubstring,
} from "./answers.ts";
import type { DETAILS_ACCURACIES, GEOCODE_LOCATION_TYPES, LOCALITY_TYPE_VALUES, latLng } from "./contract/common.ts";

/**
 * `OK` and `ZERO_RESULTS` are answers; `NOT_FOUND` is a details lookup of an unknown id;
 * `UNKNOWN_ERROR` means the provider failed (logged; docs/tools.md: the page shows nothing).
 */
export type LocalitiesStatus = (typeof ANSWER_STATUSES)[number];

/** Values of the autocomplete `types` filter; `city` is read as `locality`. */
export const FILTER_TYPES = ["address", "locality", "city", "postal_code"] as const;
/** The result types this site's queries ask for (the `types` filter, `city` read as `locality`). */
export type ResultType = "address" | "locality" | "postal_code";

/** Every kind of place a result's `types` may name (the public contract's enumeration). */
export type LocalityType = (typeof LOCALITY_TYPE_VALUES)[number];

/**
 * Component types the tools read. `postal_codes` carries a list of codes in both names;
 * `administrative_area_level_1` is what the tools call "state" (docs/localities.md).
 */
export type ComponentType =
  | "country"
  | "postal_code"
  | "postal_codes"
  | "locality"
  | "sublocality"
  | "route"
  | "administrative_area_level_1"
  | "street_number";

export type AddressComponent = v.InferOutput<typeof siteAddressComponent>;

export type LatLng = v.InferOutput<typeof latLng>;

/**
 * How exact a position is. The embedded data only ever gives APPROXIMATE (a point that
 * stands for a town or a ZIP code area) or GEOMETRIC_CENTER (the centre of a country
 * polygon); ROOFTOP comes only from a remote provider.
 */
export type Accuracy = (typeof DETAILS_ACCURACIES)[number] | LocationType;
/** A geocode result's `location_type`: the accuracies without ROUTE, so also valid as a details accuracy. */
export type LocationType = (typeof GEOCODE_LOCATION_TYPES)[number];

export type MatchedSubstring = v.InferOutput<typeof siteMatchedSubstring>;

export type AutocompleteLocality = v.InferOutput<typeof siteLocality>;
export type AutocompleteAnswer = v.InferOutput<typeof siteAutocompleteAnswer>;
export type DetailsResult = v.InferOutput<typeof siteDetailsResult>;
export type DetailsAnswer = v.InferOutput<typeof siteDetailsAnswer>;
export type GeocodeResult = v.InferOutput<typeof siteGeocodeResult>;
export type GeocodeAnswer = v.InferOutput<typeof siteGeocodeAnswer>;

/** At most this many autocomplete suggestions (the public API's default page). */
export const MAX_SUGGESTIONS = 8;
/** At most this many geocode results. */
export const MAX_GEOCODE_RESULTS = 5;

/** GET /api/geolocation: the visitor's country (alpha-2, null when unknown) and what else the edge knows. */
export interface Geolocation {
  country_code: string | null;
  latitude?: number;
  longitude?: number;
  city?: string;
  region?: string;
  postal_code?: string;
}
