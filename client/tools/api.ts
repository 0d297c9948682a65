import type {
  AutocompleteLocality,
  DetailsResult,
  GeocodeResult,
  Geolocation,
  LatLng,
} from "../localities/api-types.ts";

/**
 * The free tools' calls to this site's own API (never a third party: the Worker holds any
 * key). Spec part 1 §8: a failed geolocation or geocode call is only logged, nothing is
 * shown; so every function here resolves, with an empty answer when the call failed.
 * Aborted calls (a newer keystroke) resolve empty without a log line.
 */

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    const response = await fetch(path, { signal, headers: { accept: "application/json" } });
    const body = (await response.json()) as T & { status?: string; error?: string };
    if (!response.ok || body.status === "UNKNOWN_ERROR") {
      console.error(`Localities call ${path} failed: ${response.status} ${body.error ?? body.status ?? ""}`);
      return response.ok ? body : null;
    }
    return body;
  } catch (error) {
    if ((error as Error).name !== "AbortError") console.error(`Localities call ${path} failed`, error);
    return null;
  }
}

export interface SuggestOptions {
  /** Alpha-2 code, or null for every country. */
  country: string | null;
  /** The tools ask for addresses (spec part 1 §7 call 3); postcodes and places also match. */
  types?: string;
  signal?: AbortSignal;
}

export async function suggest(input: string, options: SuggestOptions): Promise<AutocompleteLocality[]> {
  const query = new URLSearchParams({ input });
  if (options.types) query.set("types", options.types);
  if (options.country) query.set("components", `country:${options.country.toLowerCase()}`);
  const body = await getJson<{ localities?: AutocompleteLocality[] }>(`/api/localities/autocomplete?${query}`, options.signal);
  return body?.localities ?? [];
}

export async function placeDetails(publicId: string, signal?: AbortSignal): Promise<DetailsResult | null> {
  const body = await getJson<{ result?: DetailsResult | null }>(
    `/api/localities/details?${new URLSearchParams({ public_id: publicId })}`,
    signal,
  );
  return body?.result ?? null;
}

/** Reverse geocoding (spec part 1 §7 call 2): the results for a position, most precise first. */
export async function reverseGeocode(position: LatLng, signal?: AbortSignal): Promise<GeocodeResult[]> {
  const body = await getJson<{ results?: GeocodeResult[] }>(`/api/localities/geocode?latlng=${position.lat},${position.lng}`, signal);
  return body?.results ?? [];
}

/** The visitor's country (and position when the edge knows it), spec part 1 §7 call 1. */
export async function visitorGeolocation(signal?: AbortSignal): Promise<Geolocation | null> {
  return getJson<Geolocation>("/api/geolocation", signal);
}
