/**
 * The localities service as the browser sees it: the response shapes of the public
 * Localities API (autocomplete, details, geocode) served by the Worker under /api/localities.
 * Shared by the Worker (worker/localities/types.ts) and the free tools in the browser.
 */

/**
 * `OK` and `ZERO_RESULTS` are answers; `NOT_FOUND` is a details lookup of an unknown id;
 * `UNKNOWN_ERROR` means the provider failed (logged; docs/tools.md: the page shows nothing).
 */
export type LocalitiesStatus = "OK" | "ZERO_RESULTS" | "NOT_FOUND" | "UNKNOWN_ERROR";

/** Values of the autocomplete `types` filter; `city` is read as `locality`. */
export const FILTER_TYPES = ["address", "locality", "city", "postal_code"] as const;
export type ResultType = "address" | "locality" | "postal_code";

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

export interface AddressComponent {
  long_name: string | string[];
  short_name: string | string[];
  types: string[];
}

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * How exact a position is, Google-compatible. The embedded data only ever gives
 * APPROXIMATE (a point that stands for a town or a ZIP code area) or GEOMETRIC_CENTER
 * (the centre of a country polygon); ROOFTOP comes only from a remote provider.
 */
export type Accuracy = "ROOFTOP" | "RANGE_INTERPOLATED" | "GEOMETRIC_CENTER" | "APPROXIMATE" | (string & {});

export interface MatchedSubstring {
  offset: number;
  length: number;
}

export interface AutocompleteLocality {
  public_id: string;
  description: string;
  types: string[];
  matched_substrings: MatchedSubstring[];
}

export interface AutocompleteAnswer {
  status: LocalitiesStatus;
  localities: AutocompleteLocality[];
}

export interface DetailsResult {
  public_id: string;
  formatted_address: string;
  address_components: AddressComponent[];
  geometry: { location: LatLng; accuracy: Accuracy };
  types: string[];
}

export interface DetailsAnswer {
  status: LocalitiesStatus;
  result: DetailsResult | null;
}

export interface GeocodeResult {
  public_id: string;
  formatted_address: string;
  address_components: AddressComponent[];
  geometry: { location: LatLng; location_type: Accuracy };
  types: string[];
}

export interface GeocodeAnswer {
  status: LocalitiesStatus;
  results: GeocodeResult[];
}

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
