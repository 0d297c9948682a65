import { existsSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../client/content/catalogue.ts";
import type { Page } from "../../client/content/page-schema.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import { EMBEDDED_CAPABILITIES } from "../../client/localities/capabilities.ts";
import { DEFAULT_SIGN_UP_SETTINGS } from "../../client/signup/settings.ts";
import { buildContentEntries } from "../../scripts/lib/content-entries.ts";
import { documentElement, type PageInput, pageReads, type RenderConfig, type VisitorValues } from "./page-render.ts";
import {
  aheadVisitors,
  completeCut,
  cutAtMarks,
  cutPage,
  fillKey,
  type PageCut,
  pagesAhead,
  partsFromFills,
  varyingSlots,
  visitorKey,
} from "./prerender.ts";
import { etagOf } from "./etag.ts";
import { cutText, decodePrerender, encodePrerender, type StoredPrerender } from "./prerender-store.ts";
import { renderFragment } from "./site-chrome.ts";

/** A cut joined for a visitor from its fills alone, as text; null when a block has none for the visitor. */
function joinedFills(cut: PageCut, visitor: VisitorValues): string | null {
  return partsFromFills(cut, visitor)?.join("") ?? null;
}

/** The static assets the build wrote (the catalogues, the OpenAPI document), as the Worker reads them. */
const assets = {
  async fetch(request: Request) {
    const file = `dist/assets${new URL(request.url).pathname}`;
    return existsSync(file) ? new Response(readFileSync(file)) : new Response("missing", { status: 404 });
  },
} as unknown as Parameters<typeof pageReads>[0];

const { entries, pages } = buildContentEntries("content", { local: true });
const byKey = new Map(entries.filter((e) => e.key !== "version").map((e) => [e.key, JSON.parse(e.value) as unknown]));
const catalogue = byKey.get("catalogue") as Catalogue;

const config: RenderConfig = {
  siteUrl: "https://www.locus.example",
  consoleUrl: "https://console.locus.example",
  mapTiles: null,
  embeddedGeodata: true,
  localities: EMBEDDED_CAPABILITIES,
  signUp: DEFAULT_SIGN_UP_SETTINGS,
};

const visitors: VisitorValues[] = [
  { currency: "euros", currencySource: "default", countrySimulation: false, query: {} },
  { currency: "pounds", currencySource: "country", countrySimulation: false, query: {} },
  { currency: "pounds", currencySource: "country", countrySimulation: false, query: { page: "2", plan_id: "pro" } },
  { currency: "dollars", currencySource: "query", countrySimulation: false, query: { originfunnel: "pricing" } },
];

async function input(path: string, visitor: VisitorValues): Promise<PageInput> {
  const page = byKey.get(`page:${path}`) as Page;
  const site = byKey.get(page.language === "en" ? "site" : `site:${page.language}`) as SiteSettings;
  return { path, page, site, catalogue, reads: await pageReads(assets, page), config, visitor };
}

describe("a pre-rendered page completed for a visitor is the page a whole render gives (docs/benchmarks.md)", () => {
  it("every published page, for visitors of each currency and query", { timeout: 120_000 }, async () => {
    expect(pages.length).toBeGreaterThan(200);
    let varying = 0;
    for (const { path } of pages) {
      // Cut for one visitor, completed for each: the pieces hold nothing of the visitor.
      const cut = await cutPage(await input(path, visitors[0] as VisitorValues));
      expect(cut, path).not.toBeNull();
      if (cut!.slots.length > 0) varying += 1;
      for (const visitor of cut!.slots.length > 0 ? visitors : visitors.slice(0, 1)) {
        const whole = await renderFragment(await documentElement(await input(path, visitor)));
        const label = `${path} for ${visitor.currency} ${JSON.stringify(visitor.query)}`;
        expect(await completeCut(cut!, await input(path, visitor)), label).toBe(whole);
        // Without the blocks rendered ahead, each rendered for the visitor: the same page.
        const unfilled = { ...cut!, fills: cut!.fills.map(() => ({})) };
        expect(await completeCut(unfilled, await input(path, visitor)), label).toBe(whole);
        // From the fills alone when the visitor gave no query value the page reads.
        const fromFills = joinedFills(cut!, visitor);
        if (Object.keys(visitor.query).length === 0) expect(fromFills, label).toBe(whole);
        else if (fromFills !== null) expect(fromFills, label).toBe(whole);
      }
    }
    // Pricing, paginated listings, the funnels: pages that do vary were among them.
    expect(varying).toBeGreaterThan(5);
  });

  it("a page's varying blocks are those that declare what they vary by", async () => {
    const pricing = await input("/pricing", visitors[0] as VisitorValues);
    expect(varyingSlots(pricing).length).toBeGreaterThan(0);
    expect(varyingSlots(await input("/", visitors[0] as VisitorValues))).toEqual([]);
  });
});

describe("a pre-render is stored with each kind of visitor's page as its gzip body", () => {
  it("the cut, its headers and each visitor's page come back as written", async () => {
    for (const path of ["/", "/pricing", "/blog"]) {
      const cut = (await cutPage(await input(path, visitors[0] as VisitorValues))) as PageCut;
      const headers = { varies: ["currency" as const], csp: { imgSrc: ["https://images.example"] }, popups: false };
      const bytes = await encodePrerender(cut, headers);
      const stored = decodePrerender(bytes) as StoredPrerender;
      expect(await cutText(stored)).toEqual(cut);
      expect(stored).toMatchObject(headers);
      expect(stored.text === null).toBe(cut.slots.length === 0);
      for (const visitor of visitors) {
        const key = visitorKey(stored, visitor);
        const page = key === null ? undefined : stored.pages[key];
        // A visitor with a page ahead is one the fills alone give a page to, and the other way round.
        const text = joinedFills(cut, visitor);
        expect(page ? gunzipSync(page.gzip).toString("utf8") : null, path).toBe(text);
        if (page)
          expect(page.etag).toBe(await etagOf(new TextEncoder().encode(text as string) as Uint8Array<ArrayBuffer>));
      }
    }
  });

  it("one page for a page that does not vary; one per currency and how it was chosen for the pricing page", async () => {
    const home = (await cutPage(await input("/", visitors[0] as VisitorValues))) as PageCut;
    expect(pagesAhead(home).map(([key]) => key)).toEqual([""]);
    const pricing = (await cutPage(await input("/pricing", visitors[0] as VisitorValues))) as PageCut;
    expect(pagesAhead(pricing)).toHaveLength(aheadVisitors(["currency"]).length);
  });

  it("bytes that are not one read as none", async () => {
    expect(decodePrerender(new TextEncoder().encode("<html>") as Uint8Array<ArrayBuffer>)).toBeNull();
    expect(decodePrerender(new TextEncoder().encode('{"slots":[]}\n<html>') as Uint8Array<ArrayBuffer>)).toBeNull();
  });
});

describe("marks cut a page only where they were placed", () => {
  const mark = (i: number) => `<template data-locus-slot="${i}"></template>`;

  it("cuts at each mark, in order", () => {
    expect(cutAtMarks(`a${mark(1)}b${mark(4)}c`, [1, 4])).toEqual({ pieces: ["a", "b", "c"], slots: [1, 4] });
    expect(cutAtMarks("whole", [])).toEqual({ pieces: ["whole"], slots: [] });
  });

  it("refuses marks missing, added or out of order", () => {
    expect(cutAtMarks(`a${mark(1)}b`, [1, 4])).toBeNull();
    expect(cutAtMarks(`a${mark(1)}b${mark(4)}c`, [1])).toBeNull();
    expect(cutAtMarks(`a${mark(4)}b${mark(1)}c`, [1, 4])).toBeNull();
  });

  it("escaped text that looks like a mark is not one", () => {
    expect(cutAtMarks('&lt;template data-locus-slot="1"&gt;&lt;/template&gt;', [])).not.toBeNull();
  });
});

describe("varying blocks are rendered ahead for the visitors there are few kinds of", () => {
  const visitor: VisitorValues = { currency: "pounds", currencySource: "country", countrySimulation: false, query: {} };

  it("each currency and how it was chosen, for a block that varies by currency", () => {
    expect(aheadVisitors(["currency"]).length).toBe(9);
    expect(aheadVisitors(["query:page"])).toEqual([{ ...visitor, currency: "euros", currencySource: "default" }]);
    expect(aheadVisitors(["consent"])).toEqual([]);
  });

  it("a fill is found by the values the block reads, and none where the visitor gave a query value it reads", () => {
    expect(fillKey(["currency", "query:plan_id"], visitor)).toBe("currency=pounds/country");
    expect(fillKey(["currency", "query:plan_id"], { ...visitor, query: { plan_id: "pro" } })).toBeNull();
    expect(fillKey(["query:page"], { ...visitor, query: { plan_id: "pro" } })).toBe("");
    expect(fillKey(["consent"], visitor)).toBeNull();
  });
});
