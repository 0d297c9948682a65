import type { Context } from "hono";
import { createElement } from "react";
import { BLOCK_ISLANDS, type Block } from "../../client/blocks/schemas.ts";
import { Document, type DocumentHead } from "../../client/document.tsx";
import type { Page, SiteSettings } from "../../client/content/page-schema.ts";
import type { PageContextValue } from "../../client/page-context.ts";
import { PageView } from "../../client/page-view.tsx";
import { pageAssets } from "../assets.ts";
import { edgeCacheMs, type AppEnv } from "../bindings.ts";
import { TtlCache } from "../cache/ttl-cache.ts";
import { ContentStore } from "../content/store.ts";
import { logError } from "../log.ts";
import { isCrawler } from "./bots.ts";
import { renderHtml } from "./render-html.ts";

/** Block types whose HTML depends on the visitor's currency. */
const PRICED_BLOCKS: ReadonlySet<Block["type"]> = new Set(["pricingPlans"]);

/** Rendered pages are kept at most this long even if the version did not change. */
const RENDERED_TTL_MS = 5 * 60_000;

/** What the isolate knows of a path in a content version: missing, or whether it varies by currency. */
type PathInfo = { found: false } | { found: true; priced: boolean };

const pathInfo = new TtlCache<PathInfo>({ maxEntries: 2_000 });
const renderedPages = new TtlCache<Uint8Array<ArrayBuffer>>({ maxEntries: 1_000, maxBytes: 24 * 1024 * 1024 });

function renderedKey(version: string, path: string, priced: boolean, context: PageContextValue): string {
  return priced ? `${version}|${path}|${context.currency}|${context.currencySource}` : `${version}|${path}`;
}

function pageIslands(page: Page): Set<string> {
  return new Set(page.blocks.flatMap((block) => BLOCK_ISLANDS[block.type]));
}

function documentHead(page: Page, siteUrl: string, path: string): DocumentHead {
  return {
    lang: page.language,
    title: page.meta.title,
    description: page.meta.description,
    canonical: new URL(path, siteUrl).href,
    noindex: page.customValues?.noFollowNoIndex === true || page.status !== "PUBLISHED",
    ...(page.meta.image ? { image: new URL(page.meta.image.replace(/\.webp$/i, ".png"), siteUrl).href } : {}),
  };
}

function htmlHeaders(priced: boolean): Record<string, string> {
  return {
    "content-type": "text/html; charset=utf-8",
    "cache-control": priced ? "private, max-age=0, must-revalidate" : "public, max-age=0, must-revalidate",
  };
}

function pageContext(c: Context<AppEnv>, path: string): PageContextValue {
  return {
    path,
    currency: c.var.currency,
    currencySource: c.var.currencySource,
    siteHost: new URL(c.env.SITE_URL).host,
    countrySimulation: c.env.SIMULATE_COUNTRY === "true",
  };
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
  const context = pageContext(c, path);
  const infoKey = `${version}|${path}`;

  const known = pathInfo.get(infoKey);
  if (known && !known.found) return null;
  if (known?.found) {
    const cached = renderedPages.get(renderedKey(version, path, known.priced, context));
    if (cached) return c.body(cached, status, htmlHeaders(known.priced));
  }

  const [page, site] = await Promise.all([store.page(path), store.site(version)]);
  if (!page || !site) {
    pathInfo.set(infoKey, { found: false }, RENDERED_TTL_MS);
    if (!site && page) logError("site settings are missing from KV", { path, version });
    return null;
  }
  const priced = page.blocks.some((block) => PRICED_BLOCKS.has(block.type));
  pathInfo.set(infoKey, { found: true, priced }, RENDERED_TTL_MS);

  const body = await renderHtml(buildDocument(page, site, context, c.env.SITE_URL), {
    complete: isCrawler(c.req.header("user-agent")),
    signal: c.req.raw.signal,
    onComplete: (html) => renderedPages.set(renderedKey(version, path, priced, context), html, RENDERED_TTL_MS, html.byteLength),
    onError: (error) => logError("page render error", { path, requestId: c.var.requestId }, error),
  });
  return c.body(body, status, htmlHeaders(priced));
}

function buildDocument(page: Page, site: SiteSettings, context: PageContextValue, siteUrl: string) {
  return createElement(Document, {
    head: documentHead(page, siteUrl, context.path),
    assets: pageAssets(pageIslands(page)),
    children: createElement(PageView, { page, site, context }),
  });
}
