/**
 * The visitor's country, as Cloudflare sees it at the edge: `request.cf.country`, falling
 * back to the `CF-IPCountry` header. Local runs simulate it instead (worker/local/simulation.ts,
 * installed by the local entry only).
 */

/** Cloudflare's codes for "no country": unknown (XX) and Tor (T1). */
const NOT_A_COUNTRY = new Set(["XX", "T1"]);

/** Upper-cases a two-letter code, or returns null for anything that is not a country. */
export function normaliseCountry(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.has(code)) return null;
  return code;
}

/** The country at the edge, or null when unknown. */
export function visitorCountry(request: Request): string | null {
  const cf = (request as { cf?: { country?: unknown } }).cf;
  return normaliseCountry(cf?.country) ?? normaliseCountry(request.headers.get("cf-ipcountry"));
}
