import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { PageContextValue } from "../page-context.ts";
import { BLOCKS, blockIslands, blockSchema, pageSources, pageVaries, type Block } from "./registry.ts";
import { renderBlock } from "./render-block.test-helper.tsx";

const listings: PageContextValue["listings"] = Object.fromEntries(
  (["blog", "news", "pageStory"] as const).map((type) => [
    type,
    {
      withTitle: true,
      withText: true,
      linkLabel: "Go to the card",
      cards: [{ url: `/${type}/a`, slug: "a", name: "A", title: "A title", text: "A text", publishedAt: "2026-01-02" }],
    },
  ]),
);

describe("block registry: one module per block, read by every consumer", () => {
  it("registers each block type once", () => {
    const types = BLOCKS.map((block) => block.type);
    expect(new Set(types).size).toBe(types.length);
  });

  for (const module of BLOCKS) {
    it(`${module.type}: its sample is valid page JSON and renders`, () => {
      const block = v.parse(blockSchema, { type: module.type, props: module.sample }) as Block;
      const html = renderBlock(block, { path: "/playground", listings });
      if (module.layoutOnly) expect(html).toBe("");
      else expect(html.length).toBeGreaterThan(0);
    });
  }

  it("an unknown type names the known ones", () => {
    const result = v.safeParse(blockSchema, { type: "carousel2", props: {} });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toContain("expected one of hero, text");
    expect(result.issues?.[0]?.message).toContain("sectionsCarousel");
  });

  it("islands and variations come from the block modules", () => {
    const parse = (type: string, props: object) => v.parse(blockSchema, { type, props }) as Block;
    const code = parse("codeSnippet", { language: "bash", code: "ls" });
    const plans = parse("pricingPlans", BLOCKS.find((b) => b.type === "pricingPlans")!.sample);
    const map = parse("discoverMap", BLOCKS.find((b) => b.type === "discoverMap")!.sample);
    expect(blockIslands(code)).toEqual([]);
    expect(blockIslands(map)).toEqual(["map-discover"]);
    expect(pageVaries([code])).toEqual([]);
    expect(pageVaries([code, plans, plans])).toEqual(["currency"]);
  });

  it("a block may vary by its props: only listings of every card vary by ?page=", () => {
    const parse = (type: string, props: object) => v.parse(blockSchema, { type, props }) as Block;
    expect(pageVaries([parse("blogCards", {})])).toEqual(["query:page"]);
    expect(pageVaries([parse("blogCards", { limit: 3 })])).toEqual([]);
    const details = BLOCKS.find((b) => b.type === "textWithDetails")!.sample;
    expect(pageVaries([parse("textWithDetails", details)])).toEqual(["currency"]);
    expect(pageVaries([parse("textWithDetails", { items: [{ title: "Plain", details: [] }] })])).toEqual([]);
  });

  it("every block belongs to a group of the playground", () => {
    const ungrouped = BLOCKS.filter((b) => !(b as { group?: string }).group).map((b) => b.type);
    expect(ungrouped.filter((type) => !["discoverMap", "freeTool"].includes(type))).toEqual([]);
  });
});

describe("a page's CSP sources come from its blocks", () => {
  it("an editor's form frame, a video file's host and https images, and nothing else", () => {
    const blocks = [
      { type: "contactFormFrame", props: { iframeUrl: "https://forms.example.org/partners", iframeTitle: "Form" } },
      {
        type: "video",
        props: {
          videoTitle: "Tour",
          videoType: "url",
          externalSrc: "https://media.example.net/tour.mp4",
          externalType: "video/mp4",
        },
      },
      {
        type: "image",
        props: { image: { src: "https://cdn.example.com/a.png", alt: "A map", width: 10, height: 10 } },
      },
      { type: "text", props: { body: [{ p: "No hosts here." }] } },
    ].map((block) => v.parse(blockSchema, block) as Block);
    expect(pageSources(blocks)).toEqual({
      frameSrc: ["https://forms.example.org"],
      mediaSrc: ["https://media.example.net"],
      imgSrc: ["https://cdn.example.com"],
      scriptSrc: [],
      styleSrc: [],
      connectSrc: [],
    });
    expect(pageSources(blocks.slice(3))).toEqual({
      frameSrc: [],
      mediaSrc: [],
      imgSrc: [],
      scriptSrc: [],
      styleSrc: [],
      connectSrc: [],
    });
  });
});
