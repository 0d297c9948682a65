import type { ReactNode } from "react";
import { messages } from "../i18n/catalogue.ts";
import { usePageLink } from "../rich-text/page-link.ts";
import type { Language, Page } from "../content/page-schema.ts";
import type { SiteSettings } from "../content/site-schema.ts";
import { configuredServices, consentClientConfig } from "./config.ts";
import { ConsentDialog } from "./consent-dialog.tsx";
import { ConsentContext, ConsentTextsContext } from "./consent-embed.tsx";

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
  language,
  children,
}: {
  site: SiteSettings;
  siteHost: string;
  freeToolPage: boolean;
  language: Language;
  children: ReactNode;
}) {
  const texts = messages(language).consent;
  const { href, hrefLang } = usePageLink(siteHost)(site.consent.policy.href);
  return (
    <ConsentContext value={site.services}>
      <ConsentTextsContext value={texts}>
        {children}
        <ConsentDialog
          settings={site.consent}
          configured={configuredServices(site.services)}
          config={consentClientConfig(site, siteHost, freeToolPage)}
          texts={texts}
          policyLink={hrefLang ? { href, hrefLang } : { href }}
        />
      </ConsentTextsContext>
    </ConsentContext>
  );
}
