/**
 * Local runs and tests only: the request chooses the visitor's country and position, since
 * wrangler dev invents a placeholder `cf` object (always Austin, US). Imported by the local
 * entry (worker/local.ts) alone, so the production bundle holds none of it.
 *
 * - country: the `X-Simulate-Country` header or `?simulate_country=`, else the page's
 *   simulation cookie, else CF-IPCountry
 * - position: the `X-Simulate-Position` header or `?simulate_position=` ("lat,lng"), else the
 *   page's simulation cookie
 *
 * A page asked for with `?simulate_country=` (or `simulate_position`) remembers it in a
 * session cookie (simulationCookies), so that the page's own calls (/api/geolocation from
 * the geolocation demo and the location tools) see the same visitor; an empty value clears it.
 */
import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv, Position, Simulation } from "../bindings.ts";
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

/** The cookie that remembers a simulated value: "locus_simulate_country". */
const cookieName = (param: string) => `locus_${param}`;

function cookieValue(request: Request, param: string): string | null {
  const cookies = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${cookieName(param)}=([^;]*)`).exec(cookies);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

function requested(request: Request, header: string, param: string): string | null {
  return request.headers.get(header) ?? new URL(request.url).searchParams.get(param) ?? cookieValue(request, param);
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

/**
 * Local runs only (installed by worker/local.ts while SIMULATE_COUNTRY is "true"): a request
 * with `simulate_country` or `simulate_position` in its query sets (or, empty, clears) the
 * session cookie that the simulation reads for the page's later calls.
 */
export function simulationCookies(): MiddlewareHandler<AppEnv> {
  return async function simulationCookiesMiddleware(c, next) {
    await next();
    if (c.env.SIMULATE_COUNTRY !== "true") return;
    for (const param of [SIMULATE_PARAM, SIMULATE_POSITION_PARAM]) {
      const value = c.req.query(param);
      if (value === undefined || getCookie(c, cookieName(param)) === value) continue;
      setCookie(c, cookieName(param), value, { path: "/", sameSite: "Lax", ...(value ? {} : { maxAge: 0 }) });
    }
  };
}
