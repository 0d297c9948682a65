import type { Currency, CurrencySource } from "../client/pricing/currency.ts";
import type { AdminIdentity } from "./admin/auth/admin-auth.ts";
import type { CspSources } from "./middleware/content-security-policy.ts";
import type { EmbeddedAccounts } from "./signup/accounts-service.ts";

/**
 * The Worker's bindings: `Env` is generated from wrangler.toml by `npm run types`; the
 * optional variables below are set elsewhere (production vars, secrets, local switches).
 * What each one means, and where it is set: docs/configuration.md.
 */
export interface Bindings extends Env {
  // Local and test switches (read by the local entry only).
  SIMULATE_COUNTRY?: string;
  LOCAL_TEST_VENDORS?: string;
  BENCH_STATIC_HTML?: string;
  BENCH_GEO_STATS?: string;
  BENCH_RENDER_PHASES?: string;
  // Localities and maps.
  LOCALITIES_API_URL?: string;
  LOCALITIES_API_KEY?: string;
  LOCALITIES_TIMEOUT_MS?: string;
  MAP_TILE_URL?: string;
  MAP_TILE_ATTRIBUTION?: string;
  MAP_PMTILES?: string;
  // Admin.
  ADMIN_PASSWORD?: string;
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  // Sign-up (ACCOUNTS_API_URL comes from wrangler.toml).
  ACCOUNTS_API_KEY?: string;
  ACCOUNTS_TIMEOUT_MS?: string;
  GOOGLE_CLIENT_ID?: string;
  GITHUB_CLIENT_ID?: string;
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
