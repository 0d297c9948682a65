import type { ReactNode } from "react";
import type { Page } from "../content/page-schema.ts";
import type { SiteSettings } from "../content/site-schema.ts";
import { configuredServices, consentClientConfig } from "./config.ts";
import { ConsentDialog } from "./consent-dialog.tsx";
import { ConsentContext } from "./consent-embed.tsx";

/** Free-tool pages (docs/consent.md: the chat widget is not loaded there). */
export function isFreeToolPage(page: Page): boolean {
  return page.blocks.some((block) => block.type === "freeTool");
}

/**
 * Wraps a page's body: gives embeds and slots the service settings, and ends the body
 * with the consent dialog and the configuration the site script reads.
 */
export function ConsentRoot({
  site,
  siteHost,
  freeToolPage,
  children,
}: {
  site: SiteSettings;
  siteHost: string;
  freeToolPage: boolean;
  children: ReactNode;
}) {
  return (
    <ConsentContext value={site.services}>
      {children}
      <ConsentDialog
        settings={site.consent}
        configured={configuredServices(site.services)}
        config={consentClientConfig(site, siteHost, freeToolPage)}
      />
    </ConsentContext>
  );
}
