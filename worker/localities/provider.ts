import type { Bindings } from "../bindings.ts";
import { EmbeddedProvider } from "./embedded/embedded-provider.ts";
import { DEFAULT_TIMEOUT_MS, RemoteProvider } from "./remote/remote-provider.ts";
import { EMBEDDED_CAPABILITIES, STREET_LEVEL_CAPABILITIES } from "../../client/localities/capabilities.ts";
import type { LocalitiesCapabilities, LocalitiesProvider } from "./types.ts";

/**
 * The provider the configuration names: the remote API when LOCALITIES_API_URL is set,
 * otherwise the embedded geocoder (local runs, tests, and any deploy without an upstream).
 * The embedded data never stands in for a configured upstream that fails.
 */
export function localitiesProvider(env: Bindings, waitUntil?: (promise: Promise<unknown>) => void): LocalitiesProvider {
  const baseUrl = env.LOCALITIES_API_URL?.trim();
  if (!baseUrl) return new EmbeddedProvider(env.ASSETS);
  if (!/^https?:\/\/[^/]/.test(baseUrl)) throw new Error("LOCALITIES_API_URL must be an http(s) URL");
  const timeout = Number(env.LOCALITIES_TIMEOUT_MS);
  return new RemoteProvider({
    baseUrl,
    key: env.LOCALITIES_API_KEY || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
    waitUntil,
    cache: caches.default,
  });
}

/**
 * What the configured provider can answer, without building it: the pages read this on
 * every render to choose their words (docs/localities.md).
 */
export function localitiesCapabilities(env: Pick<Bindings, "LOCALITIES_API_URL">): LocalitiesCapabilities {
  return env.LOCALITIES_API_URL?.trim() ? STREET_LEVEL_CAPABILITIES : EMBEDDED_CAPABILITIES;
}
