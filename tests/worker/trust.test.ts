/**
 * Trust and faults: the request id is the Worker's own, content faults are not remembered
 * and name their key, the production app cannot simulate or benchmark, and the API has an
 * abuse limit.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app.ts";
import { seedKv, visit } from "./kv.ts";
import { contentEntries } from "./built-kv.ts";
import { startOfRoomyWindow, statusesOf } from "./rate-window.ts";

beforeAll(() => seedKv({ pages: ["/company", "/pricing"] }));
afterEach(() => vi.restoreAllMocks());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function logged(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
}

describe("the request id comes from the Worker, never from the request", () => {
  it("a visitor's X-Request-Id or cf-ray is neither echoed nor logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.CONTENT.put("page:/request-id-test", "{ not json");
    const response = await visit("/request-id-test", {
      headers: { "X-Request-Id": "chosen-by-visitor", "cf-ray": "8f00000000000000-LHR" },
    });
    // Content that fails to parse is being repaired: the error page with 503 (docs/architecture.md).
    expect(response.status).toBe(503);
    const id = response.headers.get("x-request-id") ?? "";
    expect(id).toMatch(UUID);
    const html = await response.text();
    expect(html).toContain(`Reference: <code>${id}</code>`);
    expect(html).not.toContain("chosen-by-visitor");
    const line = logged(errors).find((l) => l.message === "unhandled error");
    expect(line?.requestId).toBe(id);
    expect(JSON.stringify(logged(errors))).not.toMatch(/chosen-by-visitor|8f00000000000000/);
  });

  it("page JSON that does not parse is logged with its KV key", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.CONTENT.put("page:/bad-json", "{ not json");
    expect((await visit("/bad-json")).status).toBe(503);
    expect(logged(errors)[0]).toMatchObject({
      message: "unhandled error",
      source: "KV CONTENT page:/bad-json",
      error: expect.stringMatching(/^KV CONTENT page:\/bad-json: \(document\): not valid JSON/),
    });
  });
});

describe("a missing content value is not remembered for long", () => {
  it("a restored catalogue is used within seconds, not after five minutes", { timeout: 30_000 }, async () => {
    const catalogue = contentEntries.find((e) => e.key === "catalogue");
    if (!catalogue) throw new Error("no catalogue in dist/kv/content.json");
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.CONTENT.put("version", "repair-test");
    await env.CONTENT.delete("catalogue");
    expect((await visit("/company")).status).toBe(500);
    await env.CONTENT.put("catalogue", catalogue.value);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await visit("/company")).status).toBe(200);
  });
});

describe("the production app (worker/index.ts) cannot simulate or benchmark, whatever its vars", () => {
  const vars = { ...env, SIMULATE_COUNTRY: "true", BENCH_STATIC_HTML: "<p>bench</p>", BENCH_GEO_STATS: "true" };

  it("simulation headers and parameters are ignored", async () => {
    const request = new Request("https://www.locus.example/api/geolocation?simulate_country=FR&simulate_position=1,2", {
      headers: { "X-Simulate-Country": "GB", "X-Simulate-Position": "3,4" },
    });
    Object.defineProperty(request, "cf", { value: { country: "US" } });
    expect(await (await createApp().request(request, undefined, vars)).json()).toEqual({ country_code: "US" });
  });

  it("the pricing page offers no simulation links", async () => {
    const html = await (await createApp().request("/pricing?simulate_country=GB", {}, vars)).text();
    expect(html).not.toContain("simulate_country=");
  });

  it("the benchmark routes do not exist", async () => {
    expect((await createApp().request("/__bench/static", {}, vars)).status).toBe(404);
    const cache = await createApp().request("/api/localities/__cache", {}, vars);
    expect([cache.status, await cache.json()]).toEqual([404, { error: "No such API endpoint" }]);
  });

  it("the local entry has them (while its vars say so)", async () => {
    expect(await (await visit("/pricing?simulate_country=GB")).text()).toContain("simulate_country=");
    // Only when asked for: a plain visit to a local run shows no simulation links.
    expect(await (await visit("/pricing")).text()).not.toContain("simulate_country=");
    expect((await visit("/api/localities/__cache")).status).toBe(404); // BENCH_GEO_STATS unset in the tests
  });
});

describe("rate limit on /api/localities/* (Workers Rate Limiting binding)", () => {
  it("past 300 requests a minute from one IP: 429 in JSON with Retry-After, other visitors unaffected", {
    timeout: 90_000,
  }, async () => {
    const from = (ip: string) => visit("/api/localities/autocomplete", { headers: { "cf-connecting-ip": ip } });
    await startOfRoomyWindow(60, 25_000);
    const statuses = await statusesOf(300, 25, () => from("198.51.100.7"));
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await from("198.51.100.7");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(limited.headers.get("cache-control")).toBe("no-store");
    expect(await limited.json()).toEqual({ error: "Too many requests: try again in 60 seconds." });
    expect((await from("198.51.100.8")).status).toBe(400);
    expect((await visit("/api/health", { headers: { "cf-connecting-ip": "198.51.100.7" } })).status).toBe(200);
  });
});
