/**
 * Local runs and tests only: the request chooses the visitor's country and position, since
 * wrangler dev invents a placeholder `cf` object (always Austin, US). Imported by the local
 * entry (worker/local.ts) alone, so the production bundle holds none of it.
 *
 * - country: the `X-Simulate-Country` header or `?simulate_country=`, else CF-IPCountry
 * - position: the `X-Simulate-Position` header or `?simulate_position=` ("lat,lng")
 */
import type { Position, Simulation } from "../bindings.ts";
import { normaliseCountry } from "../geo/country.ts";

export const SIMULATE_HEADER = "x-simulate-country";
export const SIMULATE_PARAM = "simulate_country";
export const SIMULATE_POSITION_HEADER = "x-simulate-position";
export const SIMULATE_POSITION_PARAM = "simulate_position";

/** At most 12 decimals: a position typed or copied, not an unbounded number. */
const LATLNG = /^\s*([-+]?\d{1,3}(?:\.\d{1,12})?)\s*,\s*([-+]?\d{1,3}(?:\.\d{1,12})?)\s*$/;

/** "lat,lng" → numbers, or null when malformed or out of range. */
export function parsePosition(value: string): Position | null {
  const match = LATLNG.exec(value);
  if (!match) return null;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

function requested(request: Request, header: string, param: string): string | null {
  return request.headers.get(header) ?? new URL(request.url).searchParams.get(param);
}

/** The simulation the local entry installs while SIMULATE_COUNTRY is "true". */
export const requestSimulation: Simulation = {
  country(request) {
    return (
      normaliseCountry(requested(request, SIMULATE_HEADER, SIMULATE_PARAM)) ??
      normaliseCountry(request.headers.get("cf-ipcountry"))
    );
  },
  position(request) {
    const value = requested(request, SIMULATE_POSITION_HEADER, SIMULATE_POSITION_PARAM);
    if (value === null) return null;
    return parsePosition(value) ?? { error: `${SIMULATE_POSITION_PARAM} must be two numbers: lat,lng` };
  },
};
