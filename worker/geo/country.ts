/**
 * The visitor's country, as Cloudflare sees it at the edge.
 *
 * Production: `request.cf.country`, falling back to the `CF-IPCountry` header.
 * Local runs and tests (`SIMULATE_COUNTRY=true`, never set in production): wrangler dev
 * invents a placeholder `cf` object (always Austin, US), so it is ignored, and a country
 * can be simulated per request with the `X-Simulate-Country` header or the
 * `simulate_country` query parameter.
 */

export const SIMULATE_HEADER = "x-simulate-country";
export const SIMULATE_PARAM = "simulate_country";

/** Cloudflare's codes for "no country": unknown (XX) and Tor (T1). */
const NOT_A_COUNTRY = new Set(["XX", "T1"]);

/** Upper-cases a two-letter code, or returns null for anything that is not a country. */
export function normaliseCountry(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.has(code)) return null;
  return code;
}

export interface CountryOptions {
  /** True only in local runs and tests. */
  simulate: boolean;
}

export function visitorCountry(request: Request, options: CountryOptions): string | null {
  if (options.simulate) {
    const simulated =
      request.headers.get(SIMULATE_HEADER) ?? new URL(request.url).searchParams.get(SIMULATE_PARAM);
    return normaliseCountry(simulated) ?? normaliseCountry(request.headers.get("cf-ipcountry"));
  }
  const cf = (request as { cf?: { country?: unknown } }).cf;
  return normaliseCountry(cf?.country) ?? normaliseCountry(request.headers.get("cf-ipcountry"));
}
