import { Hono } from "hono/tiny";
import type { Geolocation } from "../../client/localities/api-types.ts";
import type { AppEnv, Simulation } from "../bindings.ts";
import { normaliseCountry, visitorCountry } from "../geo/country.ts";

/**
 * GET /api/geolocation: where the visitor is, as Cloudflare's edge sees it
 * (docs/localities.md): `country_code` (alpha-2, null when unknown) and,
 * where the edge knows them, `latitude`, `longitude`, `city`, `region`, `postal_code`.
 *
 * Production reads `request.cf` (country falling back to the CF-IPCountry header). Local
 * runs (the local entry with SIMULATE_COUNTRY=true) ignore wrangler's placeholder `cf`
 * (always Austin, US) and ask the simulation (worker/local/simulation.ts) instead.
 */
export type { Geolocation } from "../../client/localities/api-types.ts";

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function coordinate(value: unknown, limit: number): number | undefined {
  const number =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

type Answer = { ok: true; geolocation: Geolocation } | { ok: false; error: string };

export function visitorGeolocation(request: Request, simulation: Simulation | null): Answer {
  if (simulation) {
    const country_code = simulation.country(request);
    const position = simulation.position(request);
    if (position === null) return { ok: true, geolocation: { country_code } };
    if ("error" in position) return { ok: false, error: position.error };
    return { ok: true, geolocation: { country_code, ...position } };
  }
  const country_code = visitorCountry(request);
  const cf = ((request as { cf?: Record<string, unknown> }).cf ?? {}) as Record<string, unknown>;
  const geolocation: Geolocation = { country_code: country_code ?? normaliseCountry(cf.country) };
  const latitude = coordinate(cf.latitude, 90);
  const longitude = coordinate(cf.longitude, 180);
  if (latitude !== undefined && longitude !== undefined) Object.assign(geolocation, { latitude, longitude });
  const fields: [keyof Geolocation, unknown][] = [
    ["city", cf.city],
    ["region", cf.region],
    ["postal_code", cf.postalCode],
  ];
  for (const [name, value] of fields) {
    const known = text(value);
    if (known !== undefined) Object.assign(geolocation, { [name]: known });
  }
  return { ok: true, geolocation };
}

export function geolocationRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/", (c) => {
    // The call names cc_format=alpha2 (docs/localities.md); that is the only format there is.
    const format = c.req.query("cc_format");
    if (format !== undefined && format.toLowerCase() !== "alpha2")
      return c.json({ error: "cc_format must be alpha2" }, 400);
    const answer = visitorGeolocation(c.req.raw, c.var.simulation);
    if (!answer.ok) return c.json({ error: answer.error }, 400);
    // Per visitor: never stored by the browser or a shared cache.
    return c.json(answer.geolocation, 200, { "cache-control": "private, no-store" });
  });
  return routes;
}
