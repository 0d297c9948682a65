/**
 * The remote provider: a Localities-compatible HTTP API, called from the Worker so that the
 * browser never sees the key or the third-party host.
 *
 * - The key goes as the `key` query parameter and is never logged nor part of a cache key.
 * - Each call has a deadline (AbortSignal.timeout).
 * - Answers (not failures) are kept in the edge cache (Cache API, `caches.default`) per
 *   identical query, so a popular prefix costs one upstream call per data centre and TTL.
 *   The Cache API does nothing on *.workers.dev hosts, only on a custom domain.
 * - A failure (timeout, network, HTTP error, an error status, an answer of the wrong shape)
 *   is logged and answered as UNKNOWN_ERROR with no results (docs/localities.md).
 */
import { logError } from "../../log.ts";
import type {
  AutocompleteAnswer,
  AutocompleteQuery,
  DetailsAnswer,
  DetailsQuery,
  GeocodeAnswer,
  GeocodeQuery,
  LocalitiesProvider,
} from "../types.ts";
import { STREET_LEVEL_CAPABILITIES } from "../../../client/localities/capabilities.ts";
import { readAutocomplete, readDetails, readGeocode } from "./upstream-schemas.ts";

export interface RemoteOptions {
  /** Base URL of the API, e.g. https://api.example.com/localities (LOCALITIES_API_URL). */
  baseUrl: string;
  /** LOCALITIES_API_KEY; sent as `key`. */
  key?: string;
  /** Deadline per upstream call (LOCALITIES_TIMEOUT_MS). */
  timeoutMs: number;
  /** Lets a cache write finish after the answer is sent; without it the write is awaited. */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The edge cache; null turns caching off. */
  cache?: Cache | null;
}

export const DEFAULT_TIMEOUT_MS = 3000;
/** Bumped when the cached (normalised) shape changes, so old entries are not read (2: the contract's matched_substrings). */
const CACHE_FORMAT = "2";
const CACHE_SECONDS: Record<Endpoint, number> = { autocomplete: 6 * 3600, details: 24 * 3600, geocode: 24 * 3600 };
const ANSWER_STATUSES = new Set(["OK", "ZERO_RESULTS", "NOT_FOUND"]);

type Endpoint = "autocomplete" | "details" | "geocode";

class UpstreamError extends Error {
  override name = "UpstreamError";
  readonly fields: Record<string, unknown>;
  constructor(message: string, fields: Record<string, unknown>) {
    super(message);
    this.fields = fields;
  }
}

/**
 * True for a base URL the key may be sent to: https, or http to this machine only (a local
 * API in development). Over plain http elsewhere the key would travel in clear.
 */
export function isSecureBaseUrl(baseUrl: string): boolean {
  if (!URL.canParse(baseUrl)) return false;
  const url = new URL(baseUrl);
  if (url.protocol === "https:") return url.hostname !== "";
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export class RemoteProvider implements LocalitiesProvider {
  readonly name = "remote";
  readonly capabilities = STREET_LEVEL_CAPABILITIES;
  readonly #options: RemoteOptions;

  /** @throws when the base URL is not https (see isSecureBaseUrl): a configuration error. */
  constructor(options: RemoteOptions) {
    if (!isSecureBaseUrl(options.baseUrl)) {
      throw new Error(
        "LOCALITIES_API_URL must be an https URL (plain http only to localhost): the key would travel in clear",
      );
    }
    this.#options = options;
  }

  autocomplete(query: AutocompleteQuery): Promise<AutocompleteAnswer> {
    const params: Record<string, string> = { input: query.input };
    if (query.types.length > 0) params.types = query.types.join("|");
    if (query.countries.length > 0)
      params.components = query.countries.map((c) => `country:${c.toLowerCase()}`).join("|");
    return this.#call("autocomplete", params, readAutocomplete, { status: "UNKNOWN_ERROR", localities: [] });
  }

  details(query: DetailsQuery): Promise<DetailsAnswer> {
    return this.#call("details", { public_id: query.publicId }, readDetails, { status: "UNKNOWN_ERROR" });
  }

  geocode(query: GeocodeQuery): Promise<GeocodeAnswer> {
    const params: Record<string, string> =
      query.kind === "reverse" ? { latlng: `${query.location.lat},${query.location.lng}` } : { address: query.address };
    if (query.kind === "forward" && query.countries.length > 0)
      params.components = query.countries.map((c) => `country:${c.toLowerCase()}`).join("|");
    return this.#call("geocode", params, readGeocode, { status: "UNKNOWN_ERROR", results: [] });
  }

  async #call<T>(
    endpoint: Endpoint,
    params: Record<string, string>,
    read: (body: unknown) => T,
    failed: T,
  ): Promise<T> {
    const url = new URL(`${this.#options.baseUrl.replace(/\/+$/, "")}/${endpoint}/`);
    for (const name of Object.keys(params).sort()) url.searchParams.set(name, params[name] as string);
    const started = Date.now();
    try {
      const cached = await this.#cached<T>(url);
      if (cached !== undefined) return cached;
      const answer = read(await this.#fetch(endpoint, url));
      await this.#store(endpoint, url, answer);
      return answer;
    } catch (error) {
      const fields = error instanceof UpstreamError ? error.fields : {};
      logError(
        "localities upstream failed",
        { provider: "remote", endpoint, upstream: url.href, ms: Date.now() - started, ...fields },
        error,
      );
      return failed;
    }
  }

  async #fetch(endpoint: Endpoint, url: URL): Promise<unknown> {
    const request = new URL(url);
    if (this.#options.key) request.searchParams.set("key", this.#options.key);
    let response: Response;
    try {
      response = await fetch(request, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new UpstreamError(timedOut ? `no answer within ${this.#options.timeoutMs} ms` : "network error", {
        reason: timedOut ? "timeout" : "network",
        cause: this.#redact(String(error)),
      });
    }
    // A details lookup of an id the API does not know is an answer, not a failure, but only
    // when the API says so: a 404 from a wrong base path must not be cached as "not found".
    if (response.status === 404 && endpoint === "details") {
      const notFound = await this.#notFoundAnswer(response);
      if (notFound) return notFound;
      throw new UpstreamError("HTTP 404 without a NOT_FOUND answer", { reason: "http", upstreamStatus: 404 });
    }
    if (!response.ok) {
      const text = this.#redact((await response.text()).slice(0, 200));
      throw new UpstreamError(`HTTP ${response.status}`, {
        reason: "http",
        upstreamStatus: response.status,
        body: text,
      });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new UpstreamError("answer is not JSON", { reason: "invalid-response" });
    }
    const status = (body as { status?: unknown } | null)?.status;
    if (typeof status === "string" && !ANSWER_STATUSES.has(status)) {
      throw new UpstreamError(`status ${status}`, { reason: "status", upstreamStatus: status });
    }
    return body;
  }

  /** The body of a 404 when it is the API's own NOT_FOUND answer ({"status":"NOT_FOUND"}), else null. */
  async #notFoundAnswer(response: Response): Promise<{ status: "NOT_FOUND" } | null> {
    try {
      const body = (await response.json()) as { status?: unknown } | null;
      return body?.status === "NOT_FOUND" ? { status: "NOT_FOUND" } : null;
    } catch {
      return null;
    }
  }

  /** An upstream's error text may echo the request: the key never reaches a log line. */
  #redact(text: string): string {
    const key = this.#options.key;
    return key ? text.split(key).join("[key]") : text;
  }

  /** Cache key: the upstream URL without the key, plus the cached shape's version. */
  #cacheKey(url: URL): Request {
    const key = new URL(url);
    key.searchParams.set("_locus_cache", CACHE_FORMAT);
    return new Request(key.href, { method: "GET" });
  }

  /** A cached answer; a cache that fails is logged and read as a miss, never as a failed query. */
  async #cached<T>(url: URL): Promise<T | undefined> {
    if (!this.#options.cache) return undefined;
    try {
      const hit = await this.#options.cache.match(this.#cacheKey(url));
      return hit ? ((await hit.json()) as T) : undefined;
    } catch (error) {
      logError("localities cache read failed", { provider: "remote" }, error);
      return undefined;
    }
  }

  async #store(endpoint: Endpoint, url: URL, answer: unknown): Promise<void> {
    const cache = this.#options.cache;
    if (!cache) return;
    const response = new Response(JSON.stringify(answer), {
      headers: { "content-type": "application/json", "cache-control": `public, max-age=${CACHE_SECONDS[endpoint]}` },
    });
    const write = cache.put(this.#cacheKey(url), response).catch((error: unknown) => {
      logError("localities cache write failed", { provider: "remote", endpoint }, error);
    });
    if (this.#options.waitUntil) this.#options.waitUntil(write);
    else await write;
  }
}
