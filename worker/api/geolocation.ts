import { Hono } from "hono";
import type { AppEnv } from "../bindings.ts";
import { normaliseCountry, visitorCountry } from "../geo/country.ts";

/**
 * GET /api/geolocation: where the visitor is, as Cloudflare's edge sees it (spec part 1
 * §3 "Geolocation response", §7 call 1): `country_code` (alpha-2, null when unknown) and,
 * where the edge knows them, `latitude`, `longitude`, `city`, `region`, `postal_code`.
 *
 * Production reads `request.cf` (country falling back to the CF-IPCountry header). Local
 * runs and tests (SIMULATE_COUNTRY=true) ignore wrangler's placeholder `cf` (always Austin,
 * US) and take the country from X-Simulate-Country / ?simulate_country= (see geo/country.ts)
 * and a position from X-Simulate-Position / ?simulate_position= ("lat,lng").
 */
export type { Geolocation } from "../../client/localities/api-types.ts";
import type { Geolocation } from "../../client/localities/api-types.ts";

export const SIMULATE_POSITION_HEADER = "x-simulate-position";
export const SIMULATE_POSITION_PARAM = "simulate_position";

const LATLNG = /^\s*([-+]?\d{1,3}(?:\.\d+)?)\s*,\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/;

/** "lat,lng" → numbers, or null when malformed or out of range. */
export function parsePosition(value: string): { latitude: number; longitude: number } | null {
  const match = LATLNG.exec(value);
  if (!match) return null;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function coordinate(value: unknown, limit: number): number | undefined {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

type Answer = { ok: true; geolocation: Geolocation } | { ok: false; error: string };

export function visitorGeolocation(request: Request, options: { simulate: boolean }): Answer {
  const country_code = visitorCountry(request, options);
  if (options.simulate) {
    const simulated = request.headers.get(SIMULATE_POSITION_HEADER) ?? new URL(request.url).searchParams.get(SIMULATE_POSITION_PARAM);
    if (simulated === null) return { ok: true, geolocation: { country_code } };
    const position = parsePosition(simulated);
    if (!position) return { ok: false, error: `${SIMULATE_POSITION_PARAM} must be two numbers: lat,lng` };
    return { ok: true, geolocation: { country_code, ...position } };
  }
  const cf = ((request as { cf?: Record<string, unknown> }).cf ?? {}) as Record<string, unknown>;
  const geolocation: Geolocation = { country_code: country_code ?? normaliseCountry(cf["country"]) };
  const latitude = coordinate(cf["latitude"], 90);
  const longitude = coordinate(cf["longitude"], 180);
  if (latitude !== undefined && longitude !== undefined) Object.assign(geolocation, { latitude, longitude });
  const fields: [keyof Geolocation, unknown][] = [["city", cf["city"]], ["region", cf["region"]], ["postal_code", cf["postalCode"]]];
  for (const [name, value] of fields) {
    const known = text(value);
    if (known !== undefined) Object.assign(geolocation, { [name]: known });
  }
  return { ok: true, geolocation };
}

export function geolocationRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/", (c) => {
    // The spec's call sends cc_format=alpha2; that is the only format there is.
    const format = c.req.query("cc_format");
    if (format !== undefined && format.toLowerCase() !== "alpha2") return c.json({ error: "cc_format must be alpha2" }, 400, { "cache-control": "no-store" });
    const answer = visitorGeolocation(c.req.raw, { simulate: c.env.SIMULATE_COUNTRY === "true" });
    if (!answer.ok) return c.json({ error: answer.error }, 400, { "cache-control": "no-store" });
    // Per visitor: never stored by the browser or a shared cache.
    return c.json(answer.geolocation, 200, { "cache-control": "private, no-store" });
  });
  return routes;
}
