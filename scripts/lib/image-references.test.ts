import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pageSchema } from "../../client/content/page-schema.ts";
import { cardPictureProblems, generatedImages, sharedCardPictures } from "./image-references.ts";

const page = (type: string, slug: string, extra: Record<string, unknown> = {}) =>
  v.parse(pageSchema, {
    name: slug,
    type,
    slug,
    status: "PUBLISHED",
    meta: { title: "T", description: "D" },
    blocks: [{ type: "hero", props: { title: "T" } }],
    ...extra,
  });

describe("every image a page names exists", () => {
  it("knows what the build draws: illustrations, card pictures of listed types, wordmarks of named customers", () => {
    const drawn = generatedImages([
      { page: page("blog", "uk-address-format") },
      { page: { ...page("pageStory", "kyma"), name: "Kyma Ferries, island ferries" } },
      { page: { ...page("pageStory", "anon"), name: "A pharmacy network" } },
    ]);
    expect(drawn).toContain("/images/illustrations/product-localities.svg");
    expect(drawn).toContain("/images/illustrations/de/product-localities.svg");
    expect(drawn).toContain("/images/illustrations/fr/home.svg");
    // A picture without words is drawn once.
    expect(drawn).not.toContain("/images/illustrations/de/product-indoor.svg");
    expect(drawn).toContain("/images/cards/blog/uk-address-format.svg");
    expect(drawn).toContain("/images/customers/kyma-ferries.svg");
    expect([...drawn].filter((p) => p.startsWith("/images/customers/"))).toEqual([
      "/images/customers/kyma-ferries.svg",
    ]);
  });

  it("reports a listed post without a card picture, not one with it", () => {
    const problems = cardPictureProblems([
      { file: "d.json", page: page("blog", "no-card") },
      {
        file: "e.json",
        page: page("blog", "with-card", {
          meta: { title: "T", description: "D", featuredImage: "/images/cards/blog/with-card.svg" },
        }),
      },
      { file: "f.json", page: page("blog", "unlisted", { listable: false }) },
      { file: "g.json", page: page("pageProduct", "localities") },
    ]);
    expect(problems).toEqual([
      'd.json: meta.featuredImage: a listed blog page needs a card picture; the build draws "/images/cards/blog/no-card.svg"',
    ]);
  });
});

describe("no two cards of one listing share a picture (docs/images.md)", () => {
  const withPicture = (type: string, slug: string, picture: string, extra: Record<string, unknown> = {}) =>
    page(type, slug, { meta: { title: "T", description: "D", featuredImage: picture }, ...extra });

  it("fails when two cards of one listing show the same picture", () => {
    const problems = sharedCardPictures([
      { file: "a.json", page: withPicture("blog", "a", "/images/cards/blog/a.svg") },
      { file: "b.json", page: withPicture("blog", "b", "/images/cards/blog/a.svg") },
    ]);
    expect(problems).toEqual([
      "b.json: its card shows /images/cards/blog/a.svg, as a.json does: no two cards of a listing share a picture",
    ]);
  });

  it("passes when each card has its own, or the same picture is on two listings", () => {
    expect(
      sharedCardPictures([
        { file: "a.json", page: withPicture("blog", "a", "/images/cards/blog/a.svg") },
        { file: "b.json", page: withPicture("blog", "b", "/images/cards/blog/b.svg") },
        { file: "c.json", page: withPicture("news", "c", "/images/cards/blog/a.svg") },
        { file: "d.json", page: withPicture("blog", "d", "/images/cards/blog/a.svg", { listable: false }) },
      ]),
    ).toEqual([]);
  });
});
