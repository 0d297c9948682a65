import type { Currency, CurrencySource } from "../client/pricing/currency.ts";

/**
 * The Worker's bindings: `Env` is generated from wrangler.toml by `npm run types`;
 * the optional ones below are never set in production.
 */
export interface Bindings extends Env {
  /** "true" in local runs and tests only (`wrangler dev --var`, vitest, bench). */
  SIMULATE_COUNTRY?: string;
  /** "true" in local runs and tests only: serves the local test vendors (/__test-vendors/*). */
  LOCAL_TEST_VENDORS?: string;
  /** The benchmark's precomputed page HTML; enables GET /__bench/static. */
  BENCH_STATIC_HTML?: string;
  /** "true" in the benchmark only: enables GET /api/localities/__cache. */
  BENCH_GEO_STATS?: string;
  /** Base URL of a Localities-compatible API; unset: the embedded geocoder answers. */
  LOCALITIES_API_URL?: string;
  /** Its key (a wrangler secret), sent as the `key` query parameter, never to the browser. */
  LOCALITIES_API_KEY?: string;
  /** Deadline of one upstream call in milliseconds (default 3000). */
  LOCALITIES_TIMEOUT_MS?: string;
  /** Production base map: an https XYZ tile template ({z}/{x}/{y}); unset: the embedded Natural Earth map. */
  MAP_TILE_URL?: string;
  /** Attribution text of those tiles, shown in every map (required with MAP_TILE_URL). */
  MAP_TILE_ATTRIBUTION?: string;
}

/** Per-request values set by middleware. */
export interface Variables {
  requestId: string;
  country: string | null;
  currency: Currency;
  currencySource: CurrencySource;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}

/** Seconds → milliseconds for the isolate caches; a bad value falls back to 10 s. */
export function edgeCacheMs(env: Bindings): number {
  const seconds = Number(env.EDGE_CACHE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 10_000;
}
