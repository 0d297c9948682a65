import type { Currency, CurrencySource } from "../client/pricing/currency.ts";
import type { AdminIdentity } from "./admin/auth/admin-auth.ts";
import type { CspSources } from "./middleware/content-security-policy.ts";
import type { EmbeddedAccounts } from "./signup/accounts-service.ts";

/**
 * The Worker's bindings: `Env` is generated from wrangler.toml by `npm run types`;
 * the optional ones below are set where docs/configuration.md says.
 */
export interface Bindings extends Env {
  /** "true" in local runs and tests (`wrangler dev --var`, vitest, bench); read by the local entry only. */
  SIMULATE_COUNTRY?: string;
  /** "true" in local runs and tests only: serves the local test vendors (/__test-vendors/*, local entry only). */
  LOCAL_TEST_VENDORS?: string;
  /** The benchmark's precomputed page HTML; enables GET /__bench/static (local entry only). */
  BENCH_STATIC_HTML?: string;
  /** "true" in the benchmark only: enables GET /api/localities/__cache (local entry only). */
  BENCH_GEO_STATS?: string;
  /** Base URL of a Localities-compatible API; unset: the embedded geocoder answers. */
  LOCALITIES_API_URL?: string;
  /** Its key (a wrangler secret), sent as the `key` query parameter, never to the browser. */
  LOCALITIES_API_KEY?: string;
  /** Deadline of one upstream call in milliseconds (default 3000). */
  LOCALITIES_TIMEOUT_MS?: string;
  /** Production base map: an https XYZ tile template ({z}/{x}/{y}); unset: the embedded Natural Earth map. */
  MAP_TILE_URL?: string;
  /** Attribution text of those tiles, shown in every map (required with MAP_TILE_URL or MAP_PMTILES). */
  MAP_TILE_ATTRIBUTION?: string;
  /** Local runs only: the admin password (.dev.vars or `--var`); read by the local entry's sign-in only. */
  ADMIN_PASSWORD?: string;
  /** Production admin: the Cloudflare Access team ("locus.cloudflareaccess.com"). */
  ACCESS_TEAM_DOMAIN?: string;
  /** Production admin: the Access application's AUD tag, the audience of its JWTs. */
  ACCESS_AUD?: string;
  /** Production base map from R2: the name of a raster PMTiles archive in MAP_TILES (wrangler.toml), served at /tiles/{name}. */
  MAP_PMTILES?: string;
  // ACCOUNTS_API_URL (from wrangler.toml, required in production): the account-creation endpoint; unset locally: the embedded accounts service.
  /** A secret sent to it as `Authorization: Bearer …`, when the service wants one. */
  ACCOUNTS_API_KEY?: string;
  /** Deadline of one call to it in milliseconds (default 6000, under the page's 7 s). */
  ACCOUNTS_TIMEOUT_MS?: string;
  /** Google's OAuth client id: shows "Sign up with Google" (Google Identity Services). */
  GOOGLE_CLIENT_ID?: string;
  /** GitHub's OAuth app client id: shows "Sign up with GitHub". */
  GITHUB_CLIENT_ID?: string;
  /** Local runs only: the embedded accounts service's signing secret (.dev.vars); unset, one is made per run. */
  EMBEDDED_ACCOUNTS_SECRET?: string;
}

/** A position as the edge (or a simulation) gives it. */
export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * Local runs only (worker/local/simulation.ts, switched on by SIMULATE_COUNTRY=true in the
 * local entry): the request chooses the visitor's country and position. The production
 * entry has none, so nothing a request sends can simulate anything there.
 */
export interface Simulation {
  /** The country the request asks for (else CF-IPCountry), or null: unknown. */
  country(request: Request): string | null;
  /** No position asked for (null), the position, or why the value asked for is not one. */
  position(request: Request): Position | null | { error: string };
}

/** Per-request values set by middleware. */
export interface Variables {
  /** Made by the Worker for each request (never taken from a request header). */
  requestId: string;
  /** The simulation in force for this request, or null (always null in production). */
  simulation: Simulation | null;
  country: string | null;
  currency: Currency;
  currencySource: CurrencySource;
  /** The admin making this request (set on /admin and /api/admin only, after the sign-in check). */
  admin?: AdminIdentity;
  /** Sources a handler adds to this response's Content-Security-Policy. */
  cspSources?: CspSources;
  /**
   * Cross-Origin-Opener-Policy `same-origin-allow-popups` instead of `same-origin`: the
   * sign-up page with Google's sign-in, whose pop-up must talk back to the page.
   */
  allowPopups?: boolean;
  /** False in the production entry; true in the local one (npm start, tests). */
  localRun: boolean;
  /** The local entry's embedded accounts service and its SSO stand-ins; null in production. */
  embeddedAccounts: EmbeddedAccounts | null;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}

/** Seconds → milliseconds for the isolate caches; a bad value falls back to 10 s. */
export function edgeCacheMs(env: { EDGE_CACHE_SECONDS?: string }): number {
  const seconds = Number(env.EDGE_CACHE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 10_000;
}
