import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pageSchema } from "./page-schema.ts";
import { proofProblems } from "./proof-check.ts";

const story = v.parse(pageSchema, {
  name: "Kyma Ferries",
  type: "pageStory",
  slug: "kyma-ferries",
  status: "PUBLISHED",
  meta: { title: "Kyma", description: "A story." },
  blocks: [{ type: "hero", props: { title: "Kyma" } }],
});
const logo = (href?: string) => ({
  image: { src: "/images/customers/kyma-ferries.svg", alt: "Kyma Ferries", width: 348, height: 56 },
  ...(href ? { href } : {}),
});
const home = (blocks: unknown[]) =>
  v.parse(pageSchema, {
    name: "Home",
    type: "page",
    slug: "home",
    status: "PUBLISHED",
    meta: { title: "Home", description: "Home." },
    blocks,
  });

describe("proof a buyer can check (docs/images.md)", () => {
  it("a customer logo that leads to its story passes", () => {
    const page = home([{ type: "logos", props: { logos: [logo("/clients/kyma-ferries")] } }]);
    expect(
      proofProblems([
        { file: "s.json", page: story },
        { file: "h.json", page },
      ]),
    ).toEqual([]);
  });

  it("fails when a logo has no story, or leads elsewhere", () => {
    const page = home([{ type: "logos", props: { logos: [logo(), logo("/pricing")] } }]);
    expect(
      proofProblems([
        { file: "s.json", page: story },
        { file: "h.json", page },
      ]),
    ).toEqual([
      "h.json: blocks[0].props.logos[0]: the logo of Kyma Ferries has no story (href must be a published customer story)",
      "h.json: blocks[0].props.logos[1]: the logo of Kyma Ferries has no story (href must be a published customer story)",
    ]);
  });

  it("fails when a testimonial names no story", () => {
    const page = home([
      { type: "testimonialCards", props: { cards: [{ title: "Good", authorName: "Eleni Papadaki" }] } },
    ]);
    expect(proofProblems([{ file: "h.json", page }])).toEqual([
      "h.json: blocks[0].props.cards[0]: the words of Eleni Papadaki have no story (story must be a published customer story)",
    ]);
  });
});
