import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import * as v from "valibot";
import { blockModule, type Block, type BlockType } from "../../blocks/registry.ts";
import { LISTED_TYPES, type Catalogue } from "../../content/catalogue.ts";
import { withFacts } from "../../content/fact-tokens.ts";
import type { Page } from "../../content/page-schema.ts";
import type { SiteSettings } from "../../content/site-schema.ts";
import { ConsentContext } from "../../consent/consent-embed.tsx";
import { EMBEDDED_CAPABILITIES } from "../../localities/capabilities.ts";
import { PageContext, type PageContextValue } from "../../page-context.ts";
import { SectionPosition } from "../../sections/section.tsx";
import { SiteBanner } from "../../site/site-banner.tsx";
import { SiteFooter } from "../../site/site-footer.tsx";
import { SiteHeader } from "../../site/site-header.tsx";

/** The page context of the editor's canvas: edit mode (docs/editor.md), this page's listings. */
export function canvasContext(
  page: Pick<Page, "language">,
  path: string,
  site: SiteSettings,
  catalogue: Catalogue | null,
  siteHost: string,
): PageContextValue {
  const listings: PageContextValue["listings"] = {};
  for (const type of LISTED_TYPES) {
    const listing = catalogue?.listings[type];
    if (listing)
      listings[type] = {
        withTitle: listing.withTitle,
        withText: listing.withText,
        linkLabel: listing.linkLabel,
        cards: listing.cards[page.language] ?? listing.cards.en ?? [],
      };
  }
  return {
    path,
    language: page.language,
    siteName: site.name,
    currency: "euros",
    currencySource: "default",
    siteHost,
    countrySimulation: false,
    listings,
    mapTiles: null,
    embeddedGeodata: true,
    localities: EMBEDDED_CAPABILITIES,
    mode: "edit",
    query: {},
    developers: site.developers ?? null,
  };
}

/**
 * A block's HTML as the public site renders it (the same component, renderToString, with the
 * site's fact tokens replaced), in edit mode; null while its props are not valid (the form says why).
 */
export function blockHtml(
  block: { type: string; props: unknown },
  first: boolean,
  context: PageContextValue,
  site: SiteSettings,
): string | null {
  let module: ReturnType<typeof blockModule>;
  try {
    module = blockModule(block.type as BlockType);
  } catch {
    return null;
  }
  const parsed = v.safeParse(module.schema, block);
  if (!parsed.success) return null;
  // The canvas shows what visitors read: fact tokens replaced as the public render does (docs/editor.md).
  const props = withFacts((parsed.output as Block).props, site, context.language);
  const Component = module.Component as (props: Block["props"]) => ReactElement | null;
  try {
    return renderToString(
      <PageContext value={context}>
        <ConsentContext value={site.services}>
          <SectionPosition first={first}>
            <Component {...props} />
          </SectionPosition>
        </ConsentContext>
      </PageContext>,
    );
  } catch (error) {
    console.error(`The ${block.type} block could not be drawn`, error);
    return null;
  }
}

/** The header (with the banner) and the footer around the canvas, as visitors see them. */
export function shellHtml(
  site: SiteSettings,
  path: string,
  consoleUrl: string,
  siteHost: string,
  headerColor: "light" | "dark" | "grey",
): { top: string; bottom: string } {
  return {
    top: renderToString(
      <>
        {site.banner ? <SiteBanner banner={site.banner} /> : null}
        <SiteHeader site={site} path={path} consoleUrl={consoleUrl} siteHost={siteHost} color={headerColor} />
      </>,
    ),
    bottom: renderToString(<SiteFooter site={site} siteHost={siteHost} />),
  };
}
