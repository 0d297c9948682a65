import type { Context } from "hono";
import { createElement } from "react";
import { blockIslands, PRICED_BLOCKS } from "../../client/blocks/schemas.ts";
import { LISTED_TYPES, type Catalogue } from "../../client/content/catalogue.ts";
import type { Page } from "../../client/content/page-schema.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import { Document } from "../../client/document.tsx";
import type { PageContextValue, PageListing } from "../../client/page-context.ts";
import { PageView } from "../../client/page-view.tsx";
import { mapTilesFromConfig } from "../../client/maps/tiles.ts";
import { pageAssets } from "../assets.ts";
import { edgeCacheMs, type AppEnv } from "../bindings.ts";
import { TtlCache } from "../cache/ttl-cache.ts";
import { ContentStore } from "../content/store.ts";
import { logError } from "../log.ts";
import { documentHead } from "../seo/head.ts";
import { isCrawler } from "./bots.ts";
import { renderHtml } from "./render-html.ts";

/** Rendered pages are kept at most this long even if the version did not change. */
const RENDERED_TTL_MS = 5 * 60_000;

/** What the isolate knows of a path in a content version: missing, or whether it varies by currency. */
type PathInfo = { found: false } | { found: true; priced: boolean };

const pathInfo = new TtlCache<PathInfo>({ maxEntries: 2_000 });
const renderedPages = new TtlCache<Uint8Array<ArrayBuffer>>({ maxEntries: 1_000, maxBytes: 24 * 1024 * 1024 });

function renderedKey(version: string, path: string, priced: boolean, c: Context<AppEnv>): string {
  return priced ? `${version}|${path}|${c.var.currency}|${c.var.currencySource}` : `${version}|${path}`;
}

function htmlHeaders(priced: boolean): Record<string, string> {
  return {
    "content-type": "text/html; charset=utf-8",
    "cache-control": priced ? "private, max-age=0, must-revalidate" : "public, max-age=0, must-revalidate",
  };
}

function listingsFor(page: Page, catalogue: Catalogue): PageContextValue["listings"] {
  const listings: PageContextValue["listings"] = {};
  for (const type of LISTED_TYPES) {
    const { cards, ...look } = catalogue.listings[type];
    // A language without its own pages of a type shows the English ones.
    listings[type] = { ...look, cards: cards[page.language] ?? cards.en ?? [] } satisfies PageListing;
  }
  return listings;
}

function pageContext(c: Context<AppEnv>, path: string, page: Page, site: SiteSettings, catalogue: Catalogue): PageContextValue {
  return {
    path,
    language: page.language,
    siteName: site.name,
    currency: c.var.currency,
    currencySource: c.var.currencySource,
    siteHost: new URL(c.env.SITE_URL).host,
    countrySimulation: c.env.SIMULATE_COUNTRY === "true",
    listings: listingsFor(page, catalogue),
    mapTiles: mapTilesFromConfig(c.env.MAP_TILE_URL, c.env.MAP_TILE_ATTRIBUTION),
    embeddedGeodata: !c.env.LOCALITIES_API_URL?.trim(),
  };
}

function buildDocument(c: Context<AppEnv>, path: string, page: Page, site: SiteSettings, catalogue: Catalogue) {
  const islands = new Set(page.blocks.flatMap(blockIslands));
  const context = pageContext(c, path, page, site, catalogue);
  return createElement(Document, {
    head: documentHead({ page, path, catalogue, site, siteUrl: c.env.SITE_URL }),
    assets: pageAssets(islands),
    children: createElement(PageView, { page, site, context, consoleUrl: c.env.CONSOLE_URL }),
  });
}

/**
 * Answers with the page stored at `path`, or null when there is none.
 *
 * A rendered page is kept in the isolate per (content version, path, and currency for
 * pages that show prices), so that the same page is not rendered twice; a new content
 * version (written last by every sync) makes every cached page stale.
 */
export async function pageResponse(c: Context<AppEnv>, path: string, status: 200 | 404): Promise<Response | null> {
  const store = new ContentStore(c.env.CONTENT, edgeCacheMs(c.env));
  const version = await store.version();
  const infoKey = `${version}|${path}`;

  const known = pathInfo.get(infoKey);
  if (known && !known.found) return null;
  if (known?.found) {
    const cached = renderedPages.get(renderedKey(version, path, known.priced, c));
    if (cached) return c.body(cached, status, htmlHeaders(known.priced));
  }

  const [page, site, catalogue] = await Promise.all([store.page(path), store.site(version), store.catalogue(version)]);
  if (!page) {
    pathInfo.set(infoKey, { found: false }, RENDERED_TTL_MS);
    return null;
  }
  if (!site || !catalogue) throw new Error(`KV CONTENT is incomplete (version ${version}): site settings or catalogue missing`);
  const priced = page.blocks.some((block) => PRICED_BLOCKS.has(block.type));
  pathInfo.set(infoKey, { found: true, priced }, RENDERED_TTL_MS);

  const body = await renderHtml(buildDocument(c, path, page, site, catalogue), {
    complete: isCrawler(c.req.header("user-agent")),
    signal: c.req.raw.signal,
    onComplete: (html) => renderedPages.set(renderedKey(version, path, priced, c), html, RENDERED_TTL_MS, html.byteLength),
    onError: (error) => logError("page render error", { path, requestId: c.var.requestId }, error),
  });
  return c.body(body, status, htmlHeaders(priced));
}
