import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PageContext, type PageContextValue } from "../page-context.ts";
import { SectionPosition } from "../sections/section.tsx";
import { BLOCKS, blockIslands, blockSchema, pageVaries, type Block } from "./registry.ts";

const context: PageContextValue = {
  path: "/playground",
  language: "en",
  siteName: "Locus",
  currency: "euros",
  currencySource: "default",
  siteHost: "localhost:8787",
  countrySimulation: false,
  listings: Object.fromEntries(
    (["blog", "news", "pageStory"] as const).map((type) => [
      type,
      { withTitle: true, withText: true, linkLabel: "Go to the card", cards: [{ url: `/${type}/a`, slug: "a", name: "A", title: "A title", text: "A text", publishedAt: "2026-01-02" }] },
    ]),
  ),
  mapTiles: null,
  embeddedGeodata: true,
  translations: [],
};

describe("block registry: one module per block, read by every consumer", () => {
  it("registers each block type once", () => {
    const types = BLOCKS.map((block) => block.type);
    expect(new Set(types).size).toBe(types.length);
  });

  for (const module of BLOCKS) {
    it(`${module.type}: its sample is valid page JSON and renders`, () => {
      const block = v.parse(blockSchema, { type: module.type, props: module.sample }) as Block;
      const Component = module.Component as (props: object) => ReactElement | null;
      const html = renderToStaticMarkup(
        <PageContext value={context}>
          <SectionPosition first={false}>
            <Component {...block.props} />
          </SectionPosition>
        </PageContext>,
      );
      if (module.layoutOnly) expect(html).toBe("");
      else expect(html.length).toBeGreaterThan(0);
    });
  }

  it("an unknown type names the known ones", () => {
    const result = v.safeParse(blockSchema, { type: "carousel2", props: {} });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toContain("expected one of hero, text");
  });

  it("islands and variations come from the block modules", () => {
    const code = v.parse(blockSchema, { type: "codeSnippet", props: { language: "bash", code: "ls" } }) as Block;
    const plans = v.parse(blockSchema, { type: "pricingPlans", props: BLOCKS.find((b) => b.type === "pricingPlans")!.sample }) as Block;
    expect(blockIslands(code)).toEqual(["copy-button"]);
    expect(pageVaries([code])).toEqual([]);
    expect(pageVaries([code, plans, plans])).toEqual(["currency"]);
  });
});
