import type {
  AutocompleteLocality,
  DetailsResult,
  GeocodeResult,
  Geolocation,
  LatLng,
} from "../localities/api-types.ts";

/**
 * The free tools' calls to this site's own API (never a third party: the Worker holds any
 * key). A failed call is logged (docs/tools.md) and, so that a visitor is never left
 * guessing, reported as `unavailable`, which the tools show in words with a way to retry.
 * Aborted calls (a newer keystroke) resolve `aborted`, with no log line.
 */
export type Answer<T> =
  | { status: "ok"; value: T }
  | { status: "none" }
  | { status: "unavailable" }
  | { status: "aborted" };

async function getJson<T>(path: string, signal?: AbortSignal): Promise<Answer<T & { status?: string }>> {
  try {
    const response = await fetch(path, { signal, headers: { accept: "application/json" } });
    const body = (await response.json()) as T & { status?: string; error?: string };
    if (!response.ok || body.status === "UNKNOWN_ERROR") {
      console.error(`Localities call ${path} failed: ${response.status} ${body.error ?? body.status ?? ""}`);
      return { status: "unavailable" };
    }
    return { status: "ok", value: body };
  } catch (error) {
    if ((error as Error).name === "AbortError") return { status: "aborted" };
    console.error(`Localities call ${path} failed`, error);
    return { status: "unavailable" };
  }
}

function map<T, U>(answer: Answer<T>, read: (value: T) => U | null | undefined): Answer<U> {
  if (answer.status !== "ok") return answer;
  const value = read(answer.value);
  return value === null || value === undefined ? { status: "none" } : { status: "ok", value };
}

export interface SuggestOptions {
  /** Alpha-2 code, or null for every country. */
  country: string | null;
  /** The tools ask for addresses (docs/tools.md); postcodes and places also match. */
  types?: string;
  signal?: AbortSignal;
}

/** Suggestions for the typed text: `ok` with at least one, `none` when nothing matched. */
export async function suggest(input: string, options: SuggestOptions): Promise<Answer<AutocompleteLocality[]>> {
  const query = new URLSearchParams({ input });
  if (options.types) query.set("types", options.types);
  if (options.country) query.set("components", `country:${options.country.toLowerCase()}`);
  const answer = await getJson<{ localities?: AutocompleteLocality[] }>(
    `/api/localities/autocomplete?${query}`,
    options.signal,
  );
  return map(answer, (body) => (body.localities && body.localities.length > 0 ? body.localities : null));
}

/** The details of a chosen suggestion: `none` when the place could not be resolved. */
export async function placeDetails(publicId: string, signal?: AbortSignal): Promise<Answer<DetailsResult>> {
  const answer = await getJson<{ result?: DetailsResult | null }>(
    `/api/localities/details?${new URLSearchParams({ public_id: publicId })}`,
    signal,
  );
  return map(answer, (body) => body.result);
}

/** Reverse geocoding (docs/tools.md): the results for a position, most precise first; `none` when nothing is there. */
export async function reverseGeocode(position: LatLng, signal?: AbortSignal): Promise<Answer<GeocodeResult[]>> {
  const answer = await getJson<{ results?: GeocodeResult[] }>(
    `/api/localities/geocode?latlng=${position.lat},${position.lng}`,
    signal,
  );
  return map(answer, (body) => (body.results && body.results.length > 0 ? body.results : null));
}

/** The visitor's country (and position when the edge knows it), docs/tools.md; null when unknown. */
export async function visitorGeolocation(signal?: AbortSignal): Promise<Geolocation | null> {
  const answer = await getJson<Geolocation>("/api/geolocation", signal);
  return answer.status === "ok" ? answer.value : null;
}
