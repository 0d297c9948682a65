/** Headers and limits of a trusted site: HSTS, the CSP and its reports, ETags on HTML. */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app.ts";
import { seedKv, visit } from "./kv.ts";
import { startOfRoomyWindow, statusesOf } from "./rate-window.ts";

beforeAll(() => seedKv({ pages: ["/", "/company", "/pricing"] }));
afterEach(() => vi.restoreAllMocks());

function directive(csp: string | null, name: string): string | undefined {
  return csp?.split("; ").find((d) => d === name || d.startsWith(`${name} `));
}

describe("security headers", () => {
  it("HSTS for two years with preload; nosniff, no framing; the CSP reports to this site", async () => {
    const response = await visit("/company");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const csp = response.headers.get("content-security-policy");
    expect(directive(csp, "script-src")).toBe("script-src 'self'");
    expect(directive(csp, "report-to")).toBe("report-to csp");
    expect(directive(csp, "report-uri")).toBe("report-uri /api/csp-report");
    expect(response.headers.get("reporting-endpoints")).toBe('csp="http://localhost:8787/api/csp-report"');
  });

  it("img-src is this site and data: only, not https: at large; a tile server adds its own host", async () => {
    expect(directive((await visit("/")).headers.get("content-security-policy"), "img-src")).toBe(
      "img-src 'self' data:",
    );
    const withTiles = await createApp().request(
      "/api/health",
      {},
      { ...env, MAP_TILE_URL: "https://{a-c}.tiles.example/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Tiles" },
    );
    expect(directive(withTiles.headers.get("content-security-policy"), "img-src")).toBe(
      "img-src 'self' data: https://*.tiles.example",
    );
  });

  it("upgrade-insecure-requests on https only (local runs over http keep loading their files)", async () => {
    const https = await createApp().request("https://www.locus.example/api/health", {}, env);
    expect(directive(https.headers.get("content-security-policy"), "upgrade-insecure-requests")).toBe(
      "upgrade-insecure-requests",
    );
    expect(
      directive((await visit("/api/health")).headers.get("content-security-policy"), "upgrade-insecure-requests"),
    ).toBeUndefined();
  });
});

describe("ETags on HTML: must-revalidate pages answer 304", () => {
  it("a page served from the isolate carries an ETag, and If-None-Match gets 304 with no body", async () => {
    await (await visit("/company")).text(); // the first render streams, without a tag
    const second = await visit("/company");
    const etag = second.headers.get("etag");
    expect(etag).toMatch(/^"sha1-[0-9a-f]{40}"$/);
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const revalidated = await visit("/company", { headers: { "If-None-Match": etag ?? "" } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect((await visit("/company", { headers: { "If-None-Match": '"sha1-other"' } })).status).toBe(200);
  });

  it("each currency of a priced page has its own tag", async () => {
    const tag = async (country: string) => {
      await (await visit("/pricing", { country })).text();
      return (await visit("/pricing", { country })).headers.get("etag");
    };
    const [gb, us] = [await tag("GB"), await tag("US")];
    expect(gb).toBeTruthy();
    expect(gb).not.toBe(us);
    expect((await visit("/pricing", { country: "US", headers: { "If-None-Match": gb ?? "" } })).status).toBe(200);
  });

  it("the 404 page has no tag", async () => {
    await (await visit("/nothing-here")).text();
    const response = await visit("/nothing-here");
    expect([response.status, response.headers.get("etag")]).toEqual([404, null]);
  });
});

describe("POST /api/csp-report", () => {
  const post = (body: string, type = "application/reports+json", ip = "203.0.113.1") =>
    visit("/api/csp-report", { method: "POST", body, headers: { "content-type": type, "cf-connecting-ip": ip } });

  it("logs one JSON line per violation (Reporting API), URLs without their query, and answers 204", async () => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    const report = (blockedURL: string) => ({
      type: "csp-violation",
      age: 1,
      url: "https://www.locus.example/pricing?email=a@b.example",
      user_agent: "UA",
      body: {
        documentURL: "https://www.locus.example/pricing?email=a@b.example",
        blockedURL,
        effectiveDirective: "script-src-elem",
        disposition: "enforce",
        originalPolicy: "…",
        sourceFile: "https://www.locus.example/static/site-X.js",
        lineNumber: 3,
        columnNumber: 7,
        sample: "",
        statusCode: 200,
      },
    });
    const response = await post(
      JSON.stringify([report("https://evil.example/x.js?t=1"), report("inline"), { type: "deprecation", body: {} }]),
    );
    expect(response.status).toBe(204);
    const lines = warnings.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: "warn",
      message: "csp violation",
      documentURL: "https://www.locus.example/pricing",
      blockedURL: "https://evil.example/x.js",
      effectiveDirective: "script-src-elem",
      lineNumber: 3,
    });
    expect(lines[1]).toMatchObject({ blockedURL: "inline" });
    expect(JSON.stringify(lines)).not.toContain("a@b.example");
  });

  it("reads the older report-uri format too", async () => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    const body = {
      "csp-report": {
        "document-uri": "https://www.locus.example/",
        "blocked-uri": "eval",
        "violated-directive": "script-src",
        "original-policy": "…",
        disposition: "enforce",
      },
    };
    expect((await post(JSON.stringify(body), "application/csp-report")).status).toBe(204);
    expect(JSON.parse(String(warnings.mock.calls[0]?.[0]))).toMatchObject({
      message: "csp violation",
      blockedURL: "eval",
      effectiveDirective: "script-src",
    });
  });

  it("refuses what is not a report: 400, 413, 415, all JSON", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post(JSON.stringify({ hello: 1 }))).status).toBe(400);
    expect((await post("x".repeat(70 * 1024))).status).toBe(413);
    const wrongType = await post("[]", "text/plain");
    expect([wrongType.status, wrongType.headers.get("content-type")]).toEqual([415, "application/json"]);
  });

  it("is rate-limited per visitor: past 30 a minute, 429", { timeout: 90_000 }, async () => {
    await startOfRoomyWindow(60, 25_000);
    const statuses = await statusesOf(30, 10, () => post("[]", "application/reports+json", "203.0.113.99"));
    expect(statuses.every((s) => s === 204)).toBe(true);
    expect((await post("[]", "application/reports+json", "203.0.113.99")).status).toBe(429);
  });
});
