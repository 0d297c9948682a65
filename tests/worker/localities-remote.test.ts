import { afterEach, describe, expect, it, vi } from "vitest";
import { RemoteProvider, type RemoteOptions } from "../../worker/localities/remote/remote-provider.ts";
import { describeLocalitiesContract } from "./localities-contract.ts";
import { SLOW_MS, STANDIN_ORIGIN } from "./localities-standin.ts";

/** A remote provider in front of the stand-in API (vitest.config.ts routes outbound fetches to it). */
function remote(behaviour: string, options: Partial<RemoteOptions> = {}): RemoteProvider {
  return new RemoteProvider({
    baseUrl: `${STANDIN_ORIGIN}/${behaviour}`,
    key: "test-secret-key",
    timeoutMs: 2000,
    cache: null,
    ...options,
  });
}

/** The edge-cache key of a query: the upstream URL, parameters sorted, no key, the format version. */
function cacheKey(behaviour: string, params: Record<string, string>, endpoint = "autocomplete"): URL {
  const url = new URL(`${STANDIN_ORIGIN}/${behaviour}/${endpoint}/`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.set("_locus_cache", "2");
  return url;
}

async function upstreamCalls(): Promise<string[]> {
  return (await (await fetch(`${STANDIN_ORIGIN}/__calls`)).json()) as string[];
}

describeLocalitiesContract("remote (Localities-compatible API stand-in)", () => remote("ok"));

describe("remote provider", () => {
  afterEach(() => vi.restoreAllMocks());

  function captureErrors() {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    return () => errors.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
  }

  it("sends the key as the key parameter and the query as the public API's parameters", async () => {
    await remote("ok").autocomplete({ input: "Lond", types: ["locality", "postal_code"], countries: ["GB", "IE"] });
    const call = (await upstreamCalls()).findLast((c) => c.includes("input=Lond"));
    const url = new URL(`${STANDIN_ORIGIN}${call}`);
    expect(url.pathname).toBe("/ok/autocomplete/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      input: "Lond",
      types: "locality|postal_code",
      components: "country:gb|country:ie",
      key: "test-secret-key",
    });
  });

  it("a slow upstream is cut at the deadline, logged, and answered UNKNOWN_ERROR with no results", async () => {
    const logged = captureErrors();
    const started = Date.now();
    const answer = await remote("slow", { timeoutMs: 150 }).autocomplete({ input: "Paris", types: [], countries: [] });
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(answer).toEqual({ status: "UNKNOWN_ERROR", localities: [] });
    expect(logged()[0]).toMatchObject({
      level: "error",
      message: "localities upstream failed",
      provider: "remote",
      endpoint: "autocomplete",
      reason: "timeout",
    });
  });

  it("an HTTP 500 is logged with its status and answered UNKNOWN_ERROR", async () => {
    const logged = captureErrors();
    expect(await remote("http-500").details({ publicId: "standin-paris" })).toEqual({
      status: "UNKNOWN_ERROR",
    });
    expect(logged()[0]).toMatchObject({ endpoint: "details", reason: "http", upstreamStatus: 500 });
  });

  it("an answer that is not JSON, an error status, or JSON of another shape: logged, UNKNOWN_ERROR", async () => {
    const logged = captureErrors();
    expect(await remote("not-json").geocode({ kind: "reverse", location: { lat: 1, lng: 2 } })).toEqual({
      status: "UNKNOWN_ERROR",
      results: [],
    });
    expect(await remote("denied").autocomplete({ input: "x", types: [], countries: [] })).toEqual({
      status: "UNKNOWN_ERROR",
      localities: [],
    });
    expect(await remote("wrong-shape").autocomplete({ input: "x", types: [], countries: [] })).toEqual({
      status: "UNKNOWN_ERROR",
      localities: [],
    });
    expect(logged().map((l) => l.reason ?? l.name)).toEqual(["invalid-response", "status", "UpstreamShapeError"]);
    expect(logged()[1]).toMatchObject({ upstreamStatus: "REQUEST_DENIED" });
  });

  it("never logs the key, even when the upstream echoes it", async () => {
    const logged = captureErrors();
    await remote("http-500").autocomplete({ input: "Paris", types: [], countries: [] });
    expect(JSON.stringify(logged())).not.toContain("test-secret-key");
    expect(logged()[0]).toMatchObject({
      upstream: `${STANDIN_ORIGIN}/http-500/autocomplete/?input=Paris`,
      body: "upstream exploded on ?input=Paris&key=[key]",
    });
  });

  it("a failing edge cache is read as a miss: the query still reaches the upstream", async () => {
    const logged = captureErrors();
    const broken = {
      match: () => Promise.reject(new Error("cache down")),
      put: () => Promise.reject(new Error("cache down")),
    } as unknown as Cache;
    const answer = await remote("ok", { cache: broken }).autocomplete({
      input: "London",
      types: [],
      countries: ["GB"],
    });
    expect(answer.status).toBe("OK");
    expect(logged().map((l) => l.message)).toEqual(["localities cache read failed", "localities cache write failed"]);
  });

  it("keeps answers in the edge cache, keyed without the key: an identical query does not reach the upstream", async () => {
    const cache = await caches.open("localities-test");
    const query = { input: "Parisot", types: [], countries: ["FR"] };
    const first = await remote("ok", { cache }).autocomplete(query);
    const callsAfterFirst = (await upstreamCalls()).length;
    // Another key, same query: still the cached answer.
    const second = await remote("ok", { cache, key: "another-key" }).autocomplete(query);
    expect(second).toEqual(first);
    expect((await upstreamCalls()).length).toBe(callsAfterFirst);
    const key = cacheKey("ok", { components: "country:fr", input: "Parisot" });
    expect(await cache.match(key)).toBeDefined();
    key.searchParams.set("key", "test-secret-key");
    expect(await cache.match(key)).toBeUndefined();
  });

  it("refuses to send the key over plain http (except to localhost)", () => {
    expect(
      () => new RemoteProvider({ baseUrl: "http://api.example.com/localities", key: "k", timeoutMs: 100 }),
    ).toThrow(/must be an https URL/);
    expect(
      () => new RemoteProvider({ baseUrl: "http://localhost:9000/localities", key: "k", timeoutMs: 100 }),
    ).not.toThrow();
  });

  it("the API's own NOT_FOUND (HTTP 404 with that status) is an answer", async () => {
    expect(await remote("ok").details({ publicId: "standin-nowhere" })).toEqual({ status: "NOT_FOUND" });
  });

  it("a 404 that is not the API's answer (a wrong base path) is a failure, logged and never cached", async () => {
    const logged = captureErrors();
    const cache = await caches.open("localities-test-wrong-base");
    expect(await remote("wrong-base-path", { cache }).details({ publicId: "standin-paris" })).toEqual({
      status: "UNKNOWN_ERROR",
    });
    expect(logged()[0]).toMatchObject({ endpoint: "details", reason: "http", upstreamStatus: 404 });
    expect(await cache.match(cacheKey("wrong-base-path", { public_id: "standin-paris" }, "details"))).toBeUndefined();
  });

  it("does not cache failures", async () => {
    const cache = await caches.open("localities-test-failures");
    vi.spyOn(console, "error").mockImplementation(() => {});
    await remote("http-500", { cache }).autocomplete({ input: "Lyon", types: [], countries: [] });
    expect(await cache.match(cacheKey("http-500", { input: "Lyon" }))).toBeUndefined();
  });
});
