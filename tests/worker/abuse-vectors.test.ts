/**
 * The vectors of the hardening issue (probed from outside with about 400 hostile
 * requests), one test each: open redirects, 500s from input, wrong methods, API input.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app.ts";
import { draftKey } from "../../worker/content/keys.ts";
import { ORIGIN as SITE, sessionCookie } from "./admin-helpers.ts";
import { redirectEntries } from "./built-kv.ts";
import { seedKv, visit } from "./kv.ts";

beforeAll(() => seedKv({ pages: ["/company", "/pricing", "/pricing-credits"], redirects: "all" }));
afterEach(() => vi.restoreAllMocks());

const ORIGIN = "http://localhost:8787";

/** True when a Location (absolute or relative) leads to this site. */
function staysOnSite(location: string | null): boolean {
  return location === null || new URL(location, `${ORIGIN}/start`).origin === ORIGIN;
}

describe("open redirects", () => {
  it("/assets/%5Cevil.example.pdf does not send the visitor to /\\evil.example", async () => {
    // Not a name a page could have: no redirect at all.
    const response = await visit("/assets/%5Cevil.example.pdf");
    expect([response.status, response.headers.get("location")]).toEqual([404, null]);
  });

  it.each([
    "//evil.example/",
    "/\\evil.example/",
    "///evil.example/",
    "//Evil.example",
    "//evil.example/?next=1",
    "/%2F%2Fevil.example/",
  ])("%s: the trailing-slash and lower-case redirect stays on the site", async (path) => {
    const response = await visit(path);
    const location = response.headers.get("location");
    expect(staysOnSite(location), `${path} → ${location}`).toBe(true);
    if (location) expect(location).toMatch(/^\/(?![/\\])/);
  });

  it("//evil.example/?next=1 is sent to /evil.example?next=1 on this site", async () => {
    const response = await visit("//evil.example/?next=1");
    expect([response.status, response.headers.get("location")]).toEqual([301, "/evil.example?next=1"]);
  });

  it("a hand-edited KV redirect to /\\evil.example is not answered, and is logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const destination of ["/\\evil.example", "//evil.example", "/\t/evil.example"]) {
      await env.REDIRECTS.put("/hand-edit", JSON.stringify({ destination, permanent: true }));
      const response = await visit("/hand-edit");
      expect(response.status, destination).toBe(404);
      expect(response.headers.get("location")).toBeNull();
    }
    expect(errors.mock.calls.map((call) => JSON.parse(String(call[0])).message)).toContain(
      "ignoring a broken redirect in KV",
    );
  });

  it("an explicit https URL from the table is answered as written", async () => {
    await env.REDIRECTS.put(
      "/partner",
      JSON.stringify({ destination: "https://partner.example/offer", permanent: false }),
    );
    const response = await visit("/partner?utm=x");
    expect([response.status, response.headers.get("location")]).toEqual([302, "https://partner.example/offer?utm=x"]);
  });
});

describe("no 500 from input", () => {
  it("a path longer than 400 bytes answers 414 before any KV read", async () => {
    const reads: string[] = [];
    const spy = (kv: KVNamespace) =>
      new Proxy(kv, {
        get: (t, p) =>
          p === "get"
            ? (k: string) => {
                reads.push(k);
                return t.get(k);
              }
            : Reflect.get(t, p),
      });
    const app = createApp();
    for (const path of [`/${"a".repeat(600)}`, `/${"%E2%82%AC".repeat(200)}`, `/api/${"x".repeat(500)}`]) {
      const response = await app.request(
        path,
        {},
        { ...env, REDIRECTS: spy(env.REDIRECTS), CONTENT: spy(env.CONTENT) },
      );
      expect(response.status, path.slice(0, 20)).toBe(414);
    }
    expect(reads).toEqual([]);
  });

  it("the API's 414 is JSON, a page's is the error page", async () => {
    const api = await visit(`/api/localities/autocomplete?input=${"x".repeat(3000)}`);
    expect([api.status, await api.json()]).toEqual([
      414,
      { error: "The query string is too long: at most 2048 bytes." },
    ]);
    const page = await visit(`/${"a".repeat(401)}`);
    expect(page.status).toBe(414);
    expect(await page.text()).toContain("Address too long");
  });

  it.each(["/assets/%0d%0a.pdf", "/assets/%00.pdf", "/assets/a%0Ab.pdf", "/assets/%0D%0Aset-cookie:%20x=1.pdf"])(
    "control characters in %s answer 404, not 500",
    async (path) => {
      const response = await visit(path);
      expect([response.status, response.headers.get("location")]).toEqual([404, null]);
      expect(response.headers.get("set-cookie")).toBeNull();
    },
  );

  it("a wrong method on a page or a redirect answers 405 with Allow: GET, HEAD", async () => {
    for (const [method, path] of [
      ["POST", "/pricing"],
      ["PUT", "/"],
      ["DELETE", "/home"],
      ["PATCH", "/nothing-here"],
      ["OPTIONS", "/company"],
      ["POST", "/sitemap.xml"],
    ] as const) {
      const response = await visit(path, { method });
      expect([response.status, response.headers.get("allow")], `${method} ${path}`).toEqual([405, "GET, HEAD"]);
    }
  });

  it("a wrong method on the API answers 405 in JSON with the methods it takes", async () => {
    for (const [method, path, allow] of [
      ["POST", "/api/localities/autocomplete", "GET, HEAD"],
      ["DELETE", "/api/health", "GET, HEAD"],
      ["PUT", "/api/geolocation", "GET, HEAD"],
      ["GET", "/api/csp-report", "POST"],
    ] as const) {
      const response = await visit(path, { method });
      expect([response.status, response.headers.get("allow")], `${method} ${path}`).toEqual([405, allow]);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    }
    expect((await visit("/api/nothing", { method: "POST" })).status).toBe(404);
  });

  it("HEAD of a page answers like GET, without a body", async () => {
    const response = await visit("/company", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});

describe("the API refuses malformed input with 400 JSON, never cached", () => {
  it.each([
    ["/api/localities/autocomplete?input=%FF", "input is not valid UTF-8 text"],
    ["/api/localities/autocomplete?input=%C3%28", "input is not valid UTF-8 text"],
    ["/api/localities/autocomplete?input=lyon%00", "input must not contain control characters"],
    ["/api/localities/details?public_id=%FF", "public_id is not valid UTF-8 text"],
    ["/api/localities/details?public_id=%00", "public_id must not contain control characters"],
    [`/api/localities/autocomplete?input=x&types=${"locality|".repeat(30)}`, "types must be at most 100 characters"],
    [`/api/localities/geocode?latlng=1.${"1".repeat(300)},2`, "latlng must be two numbers: lat,lng"],
    ["/api/localities/geocode?address=%E0%A4%A", "address is not valid UTF-8 text"],
  ])("%s", async (path, error) => {
    const response = await visit(path);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error });
  });
});

describe("the second round: no 500 from input, no header from the request", () => {
  it.each(["/pricing", "/pricing-credits"])(
    "%s with currency=__proto__, constructor or toString answers the page, logging nothing",
    async (path) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      for (const value of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
        const response = await visit(`${path}?currency=${value}`, { country: "GB" });
        expect(response.status, value).toBe(200);
        expect(await response.text()).toContain("£");
      }
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it("/404 answers 404 with the 404 page", async () => {
    const response = await visit("/404");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<h1");
  });

  it("a backslash in the query string keeps every table redirect answered, percent-encoded", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const sources = redirectEntries.map((entry) => entry.key);
    expect(sources.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    for (let start = 0; start < sources.length; start += 32) {
      await Promise.all(
        sources.slice(start, start + 32).map(async (source) => {
          const response = await visit(`${source}?x=\\&next=/\\evil.example`);
          const location = response.headers.get("location") ?? "";
          if (![301, 302].includes(response.status) || !location.includes("x=%5C&next=/%5Cevil.example"))
            wrong.push(`${source}: ${response.status} ${location}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // One request per row of the table (about 470), like the walk of catalogue-pages.test.ts.
  }, 60_000);

  it("Reporting-Endpoints names SITE_URL, whatever Host or X-Forwarded-Host the request carries", async () => {
    const app = createApp();
    for (const url of ["http://evil.example/", "https://www.locus.example.evil.example/pricing"]) {
      const response = await app.request(url, { headers: { "x-forwarded-host": "evil.example" } }, env);
      expect(response.headers.get("reporting-endpoints")).toBe('csp="http://localhost:8787/api/csp-report"');
    }
  });

  it("an admin draft without a page is refused (400); one stored that way leaves the page API and preview working", async () => {
    const id = "0a0b0c0d-0000-4000-8000-000000000001";
    const cookie = await sessionCookie();
    const put = await visit(`/api/admin/pages/${id}/draft`, {
      method: "PUT",
      headers: { cookie, origin: SITE, "content-type": "application/json" },
      body: JSON.stringify({ base: null }),
    });
    expect([put.status, await put.json()]).toEqual([
      400,
      { error: "Send the page being edited as a JSON object in page" },
    ]);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.CONTENT.put(draftKey(id), JSON.stringify({ savedAt: "2026-01-01T00:00:00.000Z" }));
    expect((await visit(`/api/admin/pages/${id}`, { headers: { cookie } })).status).toBe(404);
    expect((await visit(`/admin/preview/${id}`, { headers: { cookie } })).status).toBe(404);
    expect(errors.mock.calls.map((call) => JSON.parse(String(call[0])).message)).toContain(
      "ignoring a stored draft that is not a draft",
    );
  });
});
