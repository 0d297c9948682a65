import type { GeocodeResult } from "../localities/api-types.ts";

/**
 * Forward geocoding for the demos (`/api/localities/geocode?address=…`): the results for a
 * text, most relevant first; empty when there are none or the call failed (logged, as the
 * tools do: docs/demos.md).
 */
export async function forwardGeocode(
  address: string,
  country: string | null,
  signal?: AbortSignal,
): Promise<GeocodeResult[]> {
  const query = new URLSearchParams({ address });
  if (country) query.set("components", `country:${country.toLowerCase()}`);
  try {
    const response = await fetch(`/api/localities/geocode?${query}`, {
      signal,
      headers: { accept: "application/json" },
    });
    const body = (await response.json()) as { status?: string; results?: GeocodeResult[] };
    if (!response.ok) console.error(`Geocode of "${address}" failed: ${response.status} ${body.status ?? ""}`);
    return body.results ?? [];
  } catch (error) {
    if ((error as Error).name !== "AbortError") console.error(`Geocode of "${address}" failed`, error);
    return [];
  }
}
