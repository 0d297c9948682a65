import { BlockList, type BlockSlot, ShownBlock } from "./blocks/block-list.tsx";
import type { Block } from "./blocks/registry.ts";
import { ConsentProviders, ConsentRoot, isFreeToolPage } from "./consent/consent-root.tsx";
import { PostByline } from "./blocks/listings/post-byline.tsx";
import { withFacts } from "./content/fact-tokens.ts";
import type { Page } from "./content/page-schema.ts";
import type { SiteSettings } from "./content/site-schema.ts";
import { PageContext, type PageContextValue } from "./page-context.ts";
import { LanguageSuggestions } from "./site/language-suggestion.tsx";
import { LanguageSwitcher } from "./site/language-switcher.tsx";
import { Logo } from "./site/logo.tsx";
import { SiteBanner } from "./site/site-banner.tsx";
import { SiteFooter } from "./site/site-footer.tsx";
import { SiteHeader, type HeaderColor, type RenderedNav } from "./site/site-header.tsx";

/** docs/architecture.md headerColorField: black gives the dark header, grey the grey one. */
const HEADER_COLORS: Record<"black" | "white" | "grey", HeaderColor> = { black: "dark", white: "light", grey: "grey" };

/**
 * The body of a page. Standard pages: skip link, banner, header, blocks, footer.
 * Full-screen pages (sign up, survey, funnels, contact): the blocks and a logo link home.
 * `site` holds the settings of the page's language (header, footer and banner in it).
 */
export function PageView({
  page: written,
  site,
  context,
  consoleUrl,
  chrome,
  slot,
}: {
  page: Page;
  site: SiteSettings;
  context: PageContextValue;
  consoleUrl: string;
  /** The header's menus and the footer already rendered for this site (the Worker keeps them). */
  chrome?: { nav: RenderedNav; footer: string };
  /** What stands in place of some blocks (a pre-render's marks, worker/pages/prerender.ts). */
  slot?: BlockSlot;
}) {
  // Fact tokens ("{{free.requests}}") read the site settings, in the page's language.
  const page = { ...written, blocks: withFacts(written.blocks, site, written.language) };
  if (page.display === "fullscreen") {
    return (
      <PageContext value={context}>
        <ConsentRoot
          site={site}
          siteHost={context.siteHost}
          freeToolPage={isFreeToolPage(page)}
          texts={context.messages.consent}
        >
          <div className="fullscreen-bar">
            <div className="container fullscreen-bar__inner">
              <Logo name={site.name} homePage={context.messages.frame.homePage} />
              <LanguageSwitcher translations={context.translations ?? []} label={context.messages.frame.languages} />
            </div>
          </div>
          <main id="main" className="fullscreen">
            <BlockList blocks={page.blocks} slot={slot} />
          </main>
          <LanguageSuggestions language={page.language} translations={context.translations ?? []} />
        </ConsentRoot>
      </PageContext>
    );
  }
  const ui = context.messages.frame;
  return (
    <PageContext value={context}>
      <ConsentRoot
        site={site}
        siteHost={context.siteHost}
        freeToolPage={isFreeToolPage(page)}
        texts={context.messages.consent}
      >
        <a className="skip-link" href="#main">
          {ui.skipToContent}
        </a>
        {site.banner ? <SiteBanner banner={site.banner} label={ui.announcement} /> : null}
        <SiteHeader
          site={site}
          path={context.path}
          consoleUrl={consoleUrl}
          siteHost={context.siteHost}
          color={HEADER_COLORS[page.customValues.headerColorField ?? "white"]}
          ui={ui}
          translations={context.translations ?? []}
          rendered={chrome?.nav}
        />
        <main id="main">
          <BlockList blocks={page.blocks} afterFirst={<PostByline page={page} />} slot={slot} />
        </main>
        <SiteFooter site={site} siteHost={context.siteHost} ui={ui} rendered={chrome?.footer} />
        <LanguageSuggestions language={page.language} translations={context.translations ?? []} />
      </ConsentRoot>
    </PageContext>
  );
}

/**
 * One shown block of a page (`index` among the shown blocks), alone, inside what the page
 * around it gives it: the HTML it has in the whole page. A pre-rendered page renders its
 * blocks that vary by visitor so (worker/pages/prerender.ts); `block` has its fact tokens filled.
 */
export function PageBlock({
  site,
  context,
  block,
  index,
}: {
  site: SiteSettings;
  context: PageContextValue;
  block: Block;
  index: number;
}) {
  return (
    <PageContext value={context}>
      <ConsentProviders site={site} texts={context.messages.consent}>
        <ShownBlock block={block} index={index} />
      </ConsentProviders>
    </PageContext>
  );
}
