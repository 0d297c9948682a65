import type { Handler } from "hono";
import { en } from "../../client/i18n/en/index.ts";
import { createElement } from "react";
import { pageSources } from "../../client/blocks/registry.ts";
import { ConsentRoot } from "../../client/consent/consent-root.tsx";
import { Document } from "../../client/document.tsx";
import { Playground } from "../../client/playground/playground.tsx";
import { playgroundGroups, playgroundIslands } from "../../client/playground/samples.ts";
import { mapTilesFromConfig } from "../../client/maps/tiles.ts";
import type { PageContextValue } from "../../client/page-context.ts";
import { pageAssets } from "../assets.ts";
import { edgeCacheMs, type AppEnv } from "../bindings.ts";
import { thirdPartySources } from "../consent/third-party-csp.ts";
import { ContentStore } from "../content/store.ts";
import { joinSources } from "../middleware/content-security-policy.ts";
import { localitiesCapabilities } from "../localities/provider.ts";
import { logError } from "../log.ts";
import { renderHtml } from "../pages/render-html.ts";
import { openApiDocument } from "../api/openapi-document.ts";

export const PLAYGROUND_PATH = "/admin/playground";

/**
 * GET /admin/playground: the whole section library, rendered from the block registry
 * (not from page JSON), with the real catalogue for the listing samples. Never indexed,
 * never cached. The editor issue puts it behind sign-in.
 */
export const playground: Handler<AppEnv> = async (c) => {
  const store = new ContentStore(c.env.CONTENT, edgeCacheMs(c.env));
  const version = await store.version();
  const [catalogue, site] = await Promise.all([store.catalogue(version), store.site(version)]);
  const groups = playgroundGroups();
  const blocks = groups.flatMap((group) =>
    group.blocks.flatMap((block) => block.variants.map((variant) => variant.block)),
  );
  // Embeds and images of the samples, and the configured services, are allowed as on a page.
  c.set("cspSources", joinSources(site ? thirdPartySources(site.services) : {}, pageSources(blocks)));
  const listings: PageContextValue["listings"] = {};
  for (const type of ["blog", "news", "pageStory"] as const) {
    const listing = catalogue?.listings[type];
    if (listing)
      listings[type] = {
        withTitle: listing.withTitle,
        withText: listing.withText,
        linkLabel: listing.linkLabel,
        cards: listing.cards.en ?? [],
      };
  }
  const context: PageContextValue = {
    path: PLAYGROUND_PATH,
    language: "en",
    messages: en,
    siteName: "Locus",
    currency: c.var.currency,
    currencySource: c.var.currencySource,
    siteHost: new URL(c.env.SITE_URL).host,
    countrySimulation: c.env.SIMULATE_COUNTRY === "true" && c.req.query("simulate") !== undefined,
    listings,
    mapTiles: mapTilesFromConfig(c.env.MAP_TILE_URL, c.env.MAP_TILE_ATTRIBUTION),
    embeddedGeodata: !c.env.LOCALITIES_API_URL?.trim(),
    localities: localitiesCapabilities(c.env),
    mode: c.req.query("mode") === "edit" ? "edit" : "visitor",
    // The pricing blocks read the tiers and credits from the site settings.
    pricing: site?.pricing ?? null,
    facts: site?.facts ?? null,
    query: {},
    localitiesApi: await openApiDocument(c.env.ASSETS),
    developers: site?.developers ?? null,
  };
  const canonical = new URL(PLAYGROUND_PATH, c.env.SITE_URL).href;
  const document = createElement(Document, {
    head: {
      lang: "en",
      title: "Block playground · Locus",
      description: "Every block of the Locus section library with its sample on each background colour.",
      canonical,
      robots: "noindex, nofollow",
      siteName: "Locus",
      alternates: [],
      jsonLd: [],
    },
    assets: pageAssets(playgroundIslands(groups)),
    children: site
      ? createElement(ConsentRoot, {
          site,
          siteHost: context.siteHost,
          freeToolPage: false,
          texts: en.consent,
          children: createElement(Playground, { groups, context }),
        })
      : createElement(Playground, { groups, context }),
  });
  const body = await renderHtml(document, {
    complete: true,
    signal: c.req.raw.signal,
    onError: (error) => logError("playground render error", { requestId: c.var.requestId }, error),
  });
  return c.body(body, 200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-robots-tag": "noindex, nofollow",
  });
};
