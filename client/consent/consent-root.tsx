import type { ReactNode } from "react";
import { usePageLink } from "../rich-text/page-link.ts";
import type { Page } from "../content/page-schema.ts";
import type { SiteSettings } from "../content/site-schema.ts";
import { configuredServices, consentClientConfig } from "./config.ts";
import { ConsentDialog } from "./consent-dialog.tsx";
import { ConsentContext, ConsentTextsContext, type ConsentTexts } from "./consent-embed.tsx";

/** Free-tool pages (docs/consent.md: the chat widget is not loaded there). */
export function isFreeToolPage(page: Page): boolean {
  return page.blocks.some((block) => block.type === "freeTool");
}

/**
 * Wraps a page's body: gives embeds and slots the service settings, and ends the body
 * with the consent dialog and the configuration the site script reads, all in the page's language.
 */
export function ConsentRoot({
  site,
  siteHost,
  freeToolPage,
  texts,
  children,
}: {
  site: SiteSettings;
  siteHost: string;
  freeToolPage: boolean;
  /** The consent words of the page's language. */
  texts: ConsentTexts;
  children: ReactNode;
}) {
  const { href, hrefLang } = usePageLink(siteHost)(site.consent.policy.href);
  return (
    <ConsentProviders site={site} texts={texts}>
      {children}
      <ConsentDialog
        settings={site.consent}
        configured={configuredServices(site.services)}
        config={consentClientConfig(site, siteHost, freeToolPage)}
        texts={texts}
        policyLink={hrefLang ? { href, hrefLang } : { href }}
      />
    </ConsentProviders>
  );
}

/** What ConsentRoot gives the blocks inside it: the service settings and the consent words. */
export function ConsentProviders({
  site,
  texts,
  children,
}: {
  site: SiteSettings;
  texts: ConsentTexts;
  children: ReactNode;
}) {
  return (
    <ConsentContext value={site.services}>
      <ConsentTextsContext value={texts}>{children}</ConsentTextsContext>
    </ConsentContext>
  );
}
