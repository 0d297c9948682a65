import type { Context } from "hono";
import { createElement } from "react";
import type { VaryBy } from "../../client/blocks/define-block.ts";
import { blockIslandLoads, pagePopups, pageSources, pageVaries } from "../../client/blocks/registry.ts";
import { LISTED_TYPES, type Catalogue } from "../../client/content/catalogue.ts";
import { withFacts } from "../../client/content/fact-tokens.ts";
import { languageIndex } from "../../client/i18n/language-links.ts";
import { pageLanguage, type PageLanguage } from "../i18n/page-messages.ts";
import type { Page } from "../../client/content/page-schema.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import { Document } from "../../client/document.tsx";
import type { PageContextValue, PageListing } from "../../client/page-context.ts";
import { PageView } from "../../client/page-view.tsx";
import { mapTilesFromConfig } from "../../client/maps/tiles.ts";
import { pageAssets } from "../assets.ts";
import { edgeCacheMs, type AppEnv } from "../bindings.ts";
import { deferIn } from "../cache/refresh-ahead-cache.ts";
import { TtlCache } from "../cache/ttl-cache.ts";
import { catalogueEntry } from "../content/catalogue-index.ts";
import { ContentStore, readCost } from "../content/store.ts";
import { thirdPartySources } from "../consent/third-party-csp.ts";
import { logError } from "../log.ts";
import { joinSources, type CspSources } from "../middleware/content-security-policy.ts";
import { documentHead } from "../seo/head.ts";
import { isCrawler } from "./bots.ts";
import { etagOf, notModified } from "./etag.ts";
import { localitiesCapabilities } from "../localities/provider.ts";
import { listingCards } from "./listings.ts";
import { renderHtml } from "./render-html.ts";
import { siteChrome } from "./site-chrome.ts";
import { signUpSettings } from "../signup/page-settings.ts";
import { cacheableQueryValue, renderKey } from "./render-key.ts";
import { type RenderPhases, renderStats } from "./render-phases.ts";
import type { OpenApiDocument } from "../../client/developers/openapi-types.ts";
import { openApiDocument } from "../api/openapi-document.ts";

export { renderStats };

/** Rendered pages are kept at most this long even if the version did not change. */
const RENDERED_TTL_MS = 5 * 60_000;

/** What the isolate knows of a path in a content version: missing, or what its HTML varies by. */
type PathInfo = { found: false } | { found: true; varies: VaryBy[]; csp: CspSources; popups: boolean };

const pathInfo = new TtlCache<PathInfo>({ maxEntries: 2_000 });
/** A rendered page's bytes and, once it has been served from here, their ETag. */
interface Rendered {
  html: Uint8Array<ArrayBuffer>;
  etag?: string;
}

const renderedPages = new TtlCache<Rendered>({ maxEntries: 1_000, maxBytes: 24 * 1024 * 1024 });

/** This request's value for each thing a page may vary by (see render-key.ts). */
function renderedKey(version: string, path: string, varies: readonly VaryBy[], c: Context<AppEnv>): string | null {
  return renderKey(version, path, varies, (vary) => {
    if (vary === "currency") return `${c.var.currency}/${c.var.currencySource}`;
    if (vary.startsWith("query:"))
      return cacheableQueryValue(new URL(c.req.url).searchParams, vary.slice("query:".length));
    // Consent-dependent HTML is not kept until the consent state is part of the visitor values.
    return null;
  });
}

function htmlHeaders(varies: readonly VaryBy[], etag?: string): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": varies.length > 0 ? "private, max-age=0, must-revalidate" : "public, max-age=0, must-revalidate",
  };
  if (etag) headers.etag = etag;
  return headers;
}

/**
 * A page kept in the isolate: 304 when the browser's copy has the same ETag, else the
 * bytes with their ETag (a page streamed on its first render has none: its bytes were not
 * known when its headers went out). The 404 page gets no ETag.
 */
async function cachedResponse(
  c: Context<AppEnv>,
  rendered: Rendered,
  status: 200 | 404,
  varies: readonly VaryBy[],
): Promise<Response> {
  if (status !== 200) return c.body(rendered.html, status, htmlHeaders(varies));
  rendered.etag ??= await etagOf(rendered.html);
  const headers = htmlHeaders(varies, rendered.etag);
  if (notModified(c.req.header("if-none-match"), rendered.etag)) return c.body(null, 304, headers);
  return c.body(rendered.html, 200, headers);
}

function listingsFor(page: Page, catalogue: Catalogue): PageContextValue["listings"] {
  const listings: PageContextValue["listings"] = {};
  // German and French pages list their own pages first, then English pages not translated.
  const cards = listingCards(catalogue, page.language);
  for (const type of LISTED_TYPES) {
    const { cards: _all, ...look } = catalogue.listings[type];
    listings[type] = { ...look, cards: cards[type] } satisfies PageListing;
  }
  return listings;
}

/**
 * The query values a page's blocks declared they vary by (`query:<name>`), and only those:
 * a block cannot read a value that is not part of the render cache key.
 */
export function declaredQuery(varies: readonly VaryBy[], url: string): Record<string, string> {
  const params = new URL(url).searchParams;
  const query: Record<string, string> = {};
  for (const vary of varies) {
    if (!vary.startsWith("query:")) continue;
    const name = vary.slice("query:".length);
    const value = params.get(name);
    if (value !== null) query[name] = value;
  }
  return query;
}

/**
 * Local runs only: the country simulation's links are shown when the page is asked for with
 * `?simulate` or `?simulate_country=` (docs/pricing.md), never by default. Such a page is
 * rendered for the request and not kept, so no visitor gets the links from the cache.
 */
export function simulationAsked(c: Context<AppEnv>): boolean {
  if (c.var.simulation === null) return false;
  const params = new URL(c.req.url).searchParams;
  return params.has("simulate") || params.has("simulate_country");
}

/** The blocks that read the OpenAPI document (the developer page's reference, limits and try-it). */
const OPENAPI_BLOCKS: ReadonlySet<string> = new Set(["apiEndpoint", "apiRateLimits", "apiTryIt"]);

/** What a page's render reads from the static assets: its language's catalogue, and the OpenAPI document when a block shows it. */
export type PageReads = PageLanguage & { localitiesApi: OpenApiDocument | null };

/** Reads what `page` needs of the static assets (docs/architecture.md#the-worker-bundle). */
export async function pageReads(assets: Fetcher, page: Pick<Page, "language" | "blocks">): Promise<PageReads> {
  const [inLanguage, localitiesApi] = await Promise.all([
    pageLanguage(assets, page.language),
    page.blocks.some((block) => OPENAPI_BLOCKS.has(block.type)) ? openApiDocument(assets) : null,
  ]);
  return { ...inLanguage, localitiesApi };
}

/** The per-request values every block reads (plain data, decided here on the server). */
export function pageContext(
  c: Context<AppEnv>,
  path: string,
  page: Page,
  site: SiteSettings,
  catalogue: Catalogue,
  { messages, countryNames, localitiesApi }: PageReads,
): PageContextValue {
  return {
    path,
    language: page.language,
    messages,
    ...(countryNames ? { countryNames } : {}),
    siteName: site.name,
    currency: c.var.currency,
    currencySource: c.var.currencySource,
    siteHost: new URL(c.env.SITE_URL).host,
    countrySimulation: simulationAsked(c),
    listings: listingsFor(page, catalogue),
    mapTiles: mapTilesFromConfig(c.env.MAP_TILE_URL, c.env.MAP_TILE_ATTRIBUTION, c.env.MAP_PMTILES),
    embeddedGeodata: !c.env.LOCALITIES_API_URL?.trim(),
    localities: localitiesCapabilities(c.env),
    languages: languageIndex(catalogue),
    translations: catalogueEntry(catalogue, path)?.translations.map(({ language, url }) => ({ language, url })) ?? [],
    mode: "visitor",
    pricing: site.pricing ?? null,
    facts: site.facts ?? null,
    query: declaredQuery(pageVaries(page.blocks), c.req.url),
    signUp: signUpSettings(c),
    supportEmail: site.supportEmail,
    localitiesApi,
    developers: site.developers ?? null,
  };
}

async function buildDocument(
  c: Context<AppEnv>,
  path: string,
  written: Page,
  site: SiteSettings,
  catalogue: Catalogue,
  inLanguage: PageReads,
) {
  // Fact tokens read the site settings (docs/pricing.md), for the body and the head's FAQ data alike.
  const page = { ...written, blocks: withFacts(written.blocks, site, written.language) };
  const islands = page.blocks.flatMap(blockIslandLoads);
  const context = pageContext(c, path, page, site, catalogue, inLanguage);
  // Full-screen pages have no header or footer.
  const chrome =
    page.display === "fullscreen"
      ? undefined
      : await siteChrome(site, {
          language: page.language,
          siteHost: context.siteHost,
          consoleUrl: c.env.CONSOLE_URL,
          ui: inLanguage.messages.frame,
          ...(context.languages ? { languages: context.languages } : {}),
        });
  return createElement(Document, {
    head: documentHead({ page, path, catalogue, site, siteUrl: c.env.SITE_URL }),
    assets: pageAssets(islands),
    children: createElement(PageView, { page, site, context, consoleUrl: c.env.CONSOLE_URL, chrome }),
  });
}

/**
 * Answers with the page stored at `path`, or null when there is none.
 *
 * A rendered page is kept in the isolate per (content version, path, and the value of each
 * thing its blocks vary by), so that the same page is not rendered twice; a new content
 * version (written last by every sync) makes every cached page stale.
 */
export async function pageResponse(c: Context<AppEnv>, path: string, status: 200 | 404): Promise<Response | null> {
  const started = performance.now();
  const cost = readCost();
  const store = new ContentStore(c.env.CONTENT, edgeCacheMs(c.env), cost);
  // An isolate without the content version reads it from KV, and reads the page beside it
  // rather than after it: one KV round trip less for a cold render (docs/benchmarks.md). One
  // that holds the version reads the page only when it has no render of it.
  const early = store.holdsVersion() ? null : store.page(path);
  // Its failure is met where it is awaited, below; a request answered before then ignores it.
  early?.catch(() => undefined);
  const version = await store.version(deferIn(c));
  const infoKey = `${version}|${path}`;

  const known = pathInfo.get(infoKey);
  if (known && !known.found) return null;
  const keep = !simulationAsked(c);
  if (known?.found && keep) {
    const key = renderedKey(version, path, known.varies, c);
    const cached = key === null ? undefined : renderedPages.get(key);
    if (cached) {
      c.set("cspSources", known.csp);
      c.set("allowPopups", known.popups);
      return cachedResponse(c, cached, status, known.varies);
    }
  }

  const catalogueRead = store.catalogue(version);
  catalogueRead.catch(() => undefined);
  const page = await (early ?? store.page(path));
  if (!page) {
    pathInfo.set(infoKey, { found: false }, RENDERED_TTL_MS);
    return null;
  }
  // Header, footer and banner in the page's language (kept per content version), and the
  // frame's words in it (docs/languages.md), read while the catalogue is.
  const [catalogue, site, inLanguage] = await Promise.all([
    catalogueRead,
    store.site(version, page.language),
    pageReads(c.env.ASSETS, page),
  ]);
  if (!site || !catalogue)
    throw new Error(`KV CONTENT is incomplete (version ${version}): site settings or catalogue missing`);
  const read = performance.now();
  const varies = pageVaries(page.blocks);
  // The hosts of the configured third-party services and of the page's own embeds and images
  // join this page's CSP (security-headers.ts).
  const sourcesContext = { signUp: signUpSettings(c) };
  const csp = joinSources(thirdPartySources(site.services), pageSources(page.blocks, sourcesContext));
  const popups = pagePopups(page.blocks, sourcesContext);
  c.set("cspSources", csp);
  c.set("allowPopups", popups);
  pathInfo.set(infoKey, { found: true, varies, csp, popups }, RENDERED_TTL_MS);
  const key = keep ? renderedKey(version, path, varies, c) : null;

  renderStats.renders += 1;
  const phases: RenderPhases = {
    path,
    readMs: read - started - cost.parseMs - cost.validateMs,
    parseMs: cost.parseMs,
    validateMs: cost.validateMs,
    validated: cost.validated,
    shellMs: 0,
    streamMs: null,
  };
  renderStats.last = phases;
  const body = await renderHtml(await buildDocument(c, path, page, site, catalogue, inLanguage), {
    complete: isCrawler(c.req.header("user-agent")),
    signal: c.req.raw.signal,
    onComplete: (html) => {
      phases.streamMs = performance.now() - read - phases.shellMs;
      if (key === null) return;
      const rendered: Rendered = { html };
      renderedPages.set(key, rendered, RENDERED_TTL_MS, html.byteLength);
      // Its ETag is worked out now, beside this render, rather than by the first request served from the cache.
      deferIn(c)(etagOf(html).then((etag) => (rendered.etag ??= etag)));
    },
    onError: (error) => logError("page render error", { path, requestId: c.var.requestId }, error),
  });
  phases.shellMs = performance.now() - read;
  return c.body(body, status, htmlHeaders(varies));
}
