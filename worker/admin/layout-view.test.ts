import { describe, expect, it } from "vitest";
import * as v from "valibot";
import type { Card } from "../../client/content/catalogue.ts";
import { pageSchema } from "../../client/content/page-schema.ts";
import { layoutListing } from "./layout-view.ts";

const card = (slug: string, publishedAt: string): Card => ({
  url: `/blog/${slug}`,
  slug,
  name: slug,
  title: slug,
  text: "",
  publishedAt,
});

const layout = (order: string[]) =>
  v.parse(pageSchema, {
    name: "Blog posts layout",
    type: "layout",
    slug: "blogposts-layout",
    meta: { title: "Blog posts layout", description: "d" },
    blocks: [{ type: "cardsOrder", props: { pageType: "blog", order, linkLabel: "Read the article" } }],
  });

const listings = {
  blog: {
    withTitle: true,
    withText: true,
    linkLabel: "Go to the card",
    cards: [card("b", "2026-02-01"), card("c", "2026-03-01"), card("a", "2026-01-01")],
  },
};

describe("a layout page seen by an admin (docs/editor.md)", () => {
  it("shows every card of its type in its own order, then newest first, with its look", () => {
    const { blocks, listings: shown } = layoutListing(layout(["a"]), listings);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      type: "blogCards",
      props: { withMainTitle: true, title: "Blog posts layout", limit: 3 },
    });
    expect(shown.blog?.cards.map((c) => c.slug)).toEqual(["a", "c", "b"]);
    expect(shown.blog?.linkLabel).toBe("Read the article");
  });

  it("a slug in the order that is no card is skipped", () => {
    expect(layoutListing(layout(["gone", "b"]), listings).listings.blog?.cards.map((c) => c.slug)).toEqual([
      "b",
      "c",
      "a",
    ]);
  });
});
