import { BlockList } from "./blocks/block-list.tsx";
import type { Page, SiteSettings } from "./content/page-schema.ts";
import { PageContext, type PageContextValue } from "./page-context.ts";
import { SiteFooter } from "./site/site-footer.tsx";
import { SiteHeader } from "./site/site-header.tsx";

/** The body of a page: skip link, header, the page's blocks, footer. */
export function PageView({ page, site, context }: { page: Page; site: SiteSettings; context: PageContextValue }) {
  return (
    <PageContext value={context}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader site={site} path={context.path} />
      <main id="main">
        <BlockList blocks={page.blocks} />
      </main>
      <SiteFooter site={site} />
    </PageContext>
  );
}
