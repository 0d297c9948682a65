import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedKv, visit } from "./kv.ts";
import { contentEntries } from "./built-kv.ts";

beforeAll(() =>
  seedKv({ pages: ["/", "/company", "/map-of-spain", "/pricing", "/products/connectors", "/zip-code-lookup"] }),
);

function pageJson(path: string): Record<string, unknown> {
  const entry = contentEntries.find((e) => e.key === `page:${path}`);
  if (!entry) throw new Error(`no page ${path} in dist/kv/content.json`);
  return JSON.parse(entry.value) as Record<string, unknown>;
}

describe("pages from KV", () => {
  it("renders the home page with its head", async () => {
    const response = await visit("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain("<title>Locus · Address autocomplete, maps and geolocation APIs</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/"/>');
    expect(html).toContain("Every address right, every place on the map");
    expect(html).toMatch(/<\/html>$/);
  });

  it("a page without islands loads only the small site script: no islands entry, no React", async () => {
    const html = await (await visit("/company")).text();
    expect(html).toContain("We make location dependable");
    expect([...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringMatching(/^\/static\/site-[A-Z0-9]+\.js$/),
    ]);
    // Only what the site script itself imports is preloaded; no island chunk, no React.
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded.every((href) => /^\/static\/chunks\/chunk-[A-Z0-9]+\.js$/.test(href ?? ""))).toBe(true);
    expect(html).not.toContain("<locus-island");
  });

  it("a page with an island carries its props and loads the entry and its chunks", async () => {
    const html = await (await visit("/map-of-spain")).text();
    expect(html).toMatch(/<locus-island data-island="map-discover" data-props="\{&quot;title&quot;:/);
    expect(html).toMatch(/<script type="module" src="\/static\/entry-[A-Z0-9]+\.js"><\/script>/);
    expect(html).toMatch(/<link rel="modulepreload" href="\/static\/chunks\/map-discover-[A-Z0-9]+\.js"/);
  });

  it("an island that loads at once is preloaded at low priority, after the site script's chunks (docs/architecture.md)", async () => {
    const html = await (await visit("/zip-code-lookup")).text();
    const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"( fetchPriority="low")?\/>/g)];
    const low = links.filter((m) => m[2]).map((m) => m[1]);
    const site = links.filter((m) => !m[2]).map((m) => m[1]);
    expect(low).toContainEqual(expect.stringMatching(/^\/static\/chunks\/tool-address-[A-Z0-9]+\.js$/));
    expect(site.length).toBeGreaterThan(0);
    // Each file once; the site script's first.
    expect(new Set([...site, ...low]).size).toBe(links.length);
    expect(links.findIndex((m) => m[2])).toBe(site.length);
  });

  it("a code snippet's Copy button needs no island: a product page loads only the site script", async () => {
    const html = await (await visit("/products/connectors")).text();
    expect(html).toMatch(
      /<button type="button" class="copy-button__button" data-copy-target="[^"]+" data-copy-label="Copy" data-copy-done="Copied" data-copy-failed="Copy failed" data-copy-done-status="Copied to the clipboard" data-copy-failed-status="Could not copy to the clipboard" data-copy-ms="4000" aria-label="Copy code" hidden="">/,
    );
    expect(html).not.toContain("<locus-island");
    expect([...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringMatching(/^\/static\/site-[A-Z0-9]+\.js$/),
    ]);
  });

  it("rich text links: internal ones stay, external ones open a new tab", async () => {
    const html = await (await visit("/")).text();
    expect(html).toContain('<a href="/products/localities">Localities API</a>');
  });

  it("redirects a trailing slash or upper-case spelling to the page's own path", async () => {
    const response = await visit("/Company/?x=1");
    expect([response.status, response.headers.get("location")]).toEqual([301, "/company?x=1"]);
  });

  it("answers HEAD like GET", async () => {
    const response = await visit("/pricing", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});

describe("geolocated prices on the pricing page", () => {
  async function shownCurrency(path: string, country?: string): Promise<string | undefined> {
    const html = await (await visit(path, { country })).text();
    return /class="pricing__currency" data-currency="(\w+)"/.exec(html)?.[1];
  }

  it("pounds for GB, dollars for US, euros for FR and for an unknown country", async () => {
    expect(await shownCurrency("/pricing", "GB")).toBe("pounds");
    expect(await shownCurrency("/pricing", "US")).toBe("dollars");
    expect(await shownCurrency("/pricing", "FR")).toBe("euros");
    expect(await shownCurrency("/pricing")).toBe("euros");
    expect(await shownCurrency("/pricing", "XX")).toBe("euros");
  });

  it("shows the Pro price in the visitor's currency", async () => {
    const gb = await (await visit("/pricing", { country: "GB" })).text();
    const us = await (await visit("/pricing", { country: "US" })).text();
    expect(gb).toContain("£42");
    expect(us).toContain("$55");
    expect(gb).toContain("Prices in pounds sterling (GBP), based on your location.");
  });

  it("?currency= overrides the country", async () => {
    expect(await shownCurrency("/pricing?currency=dollars", "GB")).toBe("dollars");
    expect(await shownCurrency("/pricing?currency=GBP", "FR")).toBe("pounds");
    const html = await (await visit("/pricing?currency=euros", { country: "US" })).text();
    expect(html).toContain("Prices in euros (EUR), as you chose.");
  });

  it("the country can be simulated with the simulate_country query parameter", async () => {
    expect(await shownCurrency("/pricing?simulate_country=GB")).toBe("pounds");
  });
});

describe("not found and errors", () => {
  it("an unknown path gets the 404 page from content with status 404", async () => {
    const response = await visit("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("We could not find that page");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("a missing static file is a plain 404 without page work", async () => {
    const response = await visit("/static/missing-ABC.js");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found");
  });

  it("unknown API paths answer JSON", async () => {
    const response = await visit("/api/nothing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No such API endpoint" });
  });

  it("a broken page in KV gets the error page, status 503 (content being repaired), and no stack trace", async () => {
    const broken = { ...pageJson("/company"), blocks: [{ type: "text", props: { title: 3 } }] };
    await env.CONTENT.put("page:/broken", JSON.stringify(broken));
    const response = await visit("/broken");
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).toMatch(/Reference: <code>[\w-]+<\/code>/);
    expect(html).not.toMatch(/ContentError|blocks\[0\]|at \w+ \(/);
  });
});

describe("content changes", () => {
  it("a new content version is served at once (the isolate caches rendered pages per version)", async () => {
    const before = await (await visit("/company")).text();
    const page = pageJson("/company");
    await env.CONTENT.put(
      "page:/company",
      JSON.stringify({ ...page, meta: { ...(page.meta as object), title: "Changed title" } }),
    );
    // Same version: the rendered page is still the cached one.
    expect(await (await visit("/company")).text()).toBe(before);
    await env.CONTENT.put("version", "test-version-2");
    expect(await (await visit("/company")).text()).toContain("<title>Changed title</title>");
  });
});

describe("security headers", () => {
  it("every page carries a strict content security policy and the usual headers", async () => {
    const response = await visit("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });
});
