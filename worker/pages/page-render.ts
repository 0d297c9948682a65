import type { Context } from "hono";
import { createElement, type ReactElement } from "react";
import type { BlockSlot } from "../../client/blocks/block-list.tsx";
import { blockIslandLoads } from "../../client/blocks/registry.ts";
import { LISTED_TYPES, type Catalogue } from "../../client/content/catalogue.ts";
import { withFacts } from "../../client/content/fact-tokens.ts";
import type { Page } from "../../client/content/page-schema.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import type { OpenApiDocument } from "../../client/developers/openapi-types.ts";
import { Document } from "../../client/document.tsx";
import { languageIndex } from "../../client/i18n/language-links.ts";
import type { LocalitiesCapabilities } from "../../client/localities/capabilities.ts";
import { type MapTiles, mapTilesFromConfig } from "../../client/maps/tiles.ts";
import type { PageContextValue, PageListing } from "../../client/page-context.ts";
import { PageView } from "../../client/page-view.tsx";
import type { Currency, CurrencySource } from "../../client/pricing/currency.ts";
import type { SignUpSettings } from "../../client/signup/settings.ts";
import { openApiDocument } from "../api/openapi-document.ts";
import { pageAssets } from "../assets.ts";
import type { AppEnv } from "../bindings.ts";
import { catalogueEntry } from "../content/catalogue-index.ts";
import { pageLanguage, type PageLanguage } from "../i18n/page-messages.ts";
import { localitiesCapabilities } from "../localities/provider.ts";
import { documentHead } from "../seo/head.ts";
import { socialImages } from "../seo/social-image.ts";
import type { ImagesManifest } from "../../client/content/image-paths.ts";
import { signUpSettings } from "../signup/page-settings.ts";
import { listingCards } from "./listings.ts";
import { siteChrome } from "./site-chrome.ts";

/**
 * Everything a page's HTML reads of the deployment's configuration, and nothing else of it:
 * a pre-rendered page is used only by a Worker whose configuration is this one
 * (docs/benchmarks.md#pre-rendered-pages).
 */
export interface RenderConfig {
  siteUrl: string;
  consoleUrl: string;
  mapTiles: MapTiles | null;
  embeddedGeodata: boolean;
  localities: LocalitiesCapabilities;
  signUp: SignUpSettings;
}

/** The deployment's configuration as a page's render reads it. */
export function renderConfig(c: Context<AppEnv>): RenderConfig {
  return {
    siteUrl: c.env.SITE_URL,
    consoleUrl: c.env.CONSOLE_URL,
    mapTiles: mapTilesFromConfig(c.env.MAP_TILE_URL, c.env.MAP_TILE_ATTRIBUTION, c.env.MAP_PMTILES),
    embeddedGeodata: !c.env.LOCALITIES_API_URL?.trim(),
    localities: localitiesCapabilities(c.env),
    signUp: signUpSettings(c),
  };
}

/**
 * What a page may read of the visitor. Only blocks that declare it (VaryBy) read it, so the
 * rest of a page is the same for every visitor.
 */
export interface VisitorValues {
  currency: Currency;
  currencySource: CurrencySource;
  /** Local runs only: the country simulation's links (page-response.ts, simulationAsked). */
  countrySimulation: boolean;
  /** The query values the page's blocks declared (declaredQuery). */
  query: Readonly<Record<string, string>>;
}

/**
 * The query values a page's blocks declared they vary by (`query:<name>`), and only those:
 * a block cannot read a value that is not part of the render cache key.
 */
export function declaredQuery(varies: readonly string[], url: string): Record<string, string> {
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

/** The blocks that read the OpenAPI document (the developer page's reference, limits and try-it). */
const OPENAPI_BLOCKS: ReadonlySet<string> = new Set(["apiEndpoint", "apiRateLimits", "apiTryIt"]);

/**
 * What a page's render reads from the static assets: its language's catalogue, the social
 * cards' list, and the OpenAPI document when a block shows it.
 */
export type PageReads = PageLanguage & { localitiesApi: OpenApiDocument | null; images: ImagesManifest };

/** Reads what `page` needs of the static assets (docs/architecture.md#the-worker-bundle). */
export async function pageReads(assets: Fetcher, page: Pick<Page, "language" | "blocks">): Promise<PageReads> {
  const [inLanguage, localitiesApi, images] = await Promise.all([
    pageLanguage(assets, page.language),
    page.blocks.some((block) => OPENAPI_BLOCKS.has(block.type)) ? openApiDocument(assets) : null,
    socialImages(assets),
  ]);
  return { ...inLanguage, localitiesApi, images };
}

/** Everything one render of a page reads: the page and its documents, the configuration, the visitor. */
export interface PageInput {
  path: string;
  page: Page;
  site: SiteSettings;
  catalogue: Catalogue;
  reads: PageReads;
  config: RenderConfig;
  visitor: VisitorValues;
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

/** The values every block reads (plain data, decided here on the server). */
export function contextOf({ path, page, site, catalogue, reads, config, visitor }: PageInput): PageContextValue {
  const { messages, countryNames, localitiesApi } = reads;
  return {
    path,
    language: page.language,
    messages,
    ...(countryNames ? { countryNames } : {}),
    siteName: site.name,
    siteHost: new URL(config.siteUrl).host,
    listings: listingsFor(page, catalogue),
    mapTiles: config.mapTiles,
    embeddedGeodata: config.embeddedGeodata,
    localities: config.localities,
    languages: languageIndex(catalogue),
    translations: catalogueEntry(catalogue, path)?.translations.map(({ language, url }) => ({ language, url })) ?? [],
    mode: "visitor",
    pricing: site.pricing ?? null,
    facts: site.facts ?? null,
    signUp: config.signUp,
    supportEmail: site.supportEmail,
    localitiesApi,
    developers: site.developers ?? null,
    // The visitor's values are the context's fields of the same names (prerender.ts swaps them).
    ...visitor,
  };
}

/** A page with its fact tokens filled from the site settings (docs/pricing.md), for the body and the head alike. */
export function withPageFacts(page: Page, site: SiteSettings): Page {
  return { ...page, blocks: withFacts(page.blocks, site, page.language) };
}

/** The whole document of a page; `slot` stands in for some blocks (a pre-render's marks). */
export async function documentElement(input: PageInput, slot?: BlockSlot): Promise<ReactElement> {
  const { path, site, catalogue, reads, config } = input;
  const page = withPageFacts(input.page, site);
  const islands = page.blocks.flatMap(blockIslandLoads);
  const context = contextOf({ ...input, page });
  // Full-screen pages have no header or footer.
  const chrome =
    page.display === "fullscreen"
      ? undefined
      : await siteChrome(site, {
          language: page.language,
          siteHost: context.siteHost,
          consoleUrl: config.consoleUrl,
          ui: reads.messages.frame,
          ...(context.languages ? { languages: context.languages } : {}),
        });
  return createElement(Document, {
    head: documentHead({ page, path, catalogue, site, siteUrl: config.siteUrl, images: reads.images }),
    assets: pageAssets(islands),
    children: createElement(PageView, { page, site, context, consoleUrl: config.consoleUrl, chrome, slot }),
  });
}
