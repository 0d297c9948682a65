/** One call to this site's API as the Localities demo shows it: the request, the time and the JSON. */
export interface RawCall {
  request: string;
  httpStatus: number;
  ms: number;
  body: unknown;
}

/**
 * GETs `path` and keeps the answer as it came; null when the call was aborted or failed
 * (logged: docs/demos.md).
 */
export async function rawCall(path: string, signal?: AbortSignal): Promise<RawCall | null> {
  const started = performance.now();
  try {
    const response = await fetch(path, { signal, headers: { accept: "application/json" } });
    const body: unknown = await response.json();
    return { request: `GET ${path}`, httpStatus: response.status, ms: Math.round(performance.now() - started), body };
  } catch (error) {
    if ((error as Error).name !== "AbortError") console.error(`Localities call ${path} failed`, error);
    return null;
  }
}

/** The API path of an autocomplete request with the demo's filters. */
export function autocompletePath(input: string, type: string, country: string): string {
  const query = new URLSearchParams({ input });
  if (type) query.set("types", type);
  if (country) query.set("components", `country:${country.toLowerCase()}`);
  return `/api/localities/autocomplete?${query}`;
}
