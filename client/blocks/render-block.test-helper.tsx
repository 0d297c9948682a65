import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as v from "valibot";
import site from "../../content/site.json" with { type: "json" };
import { en } from "../i18n/en/index.ts";
import { EMBEDDED_CAPABILITIES } from "../localities/capabilities.ts";
import { PageContext, type PageContextValue } from "../page-context.ts";
import { pricingSettingsSchema } from "../pricing/settings.ts";
import { SectionPosition } from "../sections/section.tsx";
import { factsSchema } from "../site/facts.ts";
import { blockComponent, type Block } from "./registry.ts";

/** A visitor's page context for block tests: euros, no listings unless given. */
export const TEST_CONTEXT: PageContextValue = {
  path: "/test",
  language: "en",
  messages: en,
  siteName: "Locus",
  currency: "euros",
  currencySource: "default",
  siteHost: "localhost:8787",
  countrySimulation: false,
  listings: {},
  mapTiles: null,
  embeddedGeodata: true,
  localities: EMBEDDED_CAPABILITIES,
  pricing: v.parse(pricingSettingsSchema, site.pricing),
  facts: v.parse(factsSchema, site.facts),
};

/** A validated block's HTML, as a later section of a page (its title an h2). */
export function renderBlock(block: Block, context: Partial<PageContextValue> = {}): string {
  const Component = blockComponent(block) as (props: object) => ReactElement | null;
  return renderToStaticMarkup(
    <PageContext value={{ ...TEST_CONTEXT, ...context }}>
      <SectionPosition first={false}>
        <Component {...block.props} />
      </SectionPosition>
    </PageContext>,
  );
}
