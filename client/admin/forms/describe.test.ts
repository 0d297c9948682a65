import * as v from "valibot";
import { describe as suite, expect, it } from "vitest";
import { blockModule, BLOCKS } from "../../blocks/registry.ts";
import { describe, skeleton, type FieldSpec } from "./describe.ts";
import { itemTitle } from "./schema-field.tsx";

function fields(type: Parameters<typeof blockModule>[0]): Map<string, FieldSpec> {
  const spec = describe(v.strictObject(blockModule(type).entries));
  if (spec.kind !== "object") throw new Error("not an object");
  return new Map(spec.fields.map((f) => [f.name, f.spec]));
}

suite("forms generated from the block schemas", () => {
  it("every field of every block gets a control; no block needs editor code", () => {
    for (const block of BLOCKS) {
      const spec = describe(v.strictObject(block.entries));
      expect(spec.kind).toBe("object");
    }
  });

  it("text, rich text, toggles, picklists, numbers, images and links with analytics fields", () => {
    const hero = fields("hero");
    expect(hero.get("title")).toMatchObject({ kind: "text", optional: false });
    const cta = fields("callToAction");
    expect(cta.get("text")).toMatchObject({ kind: "inline", optional: true });
    expect(cta.get("ctaColor")).toMatchObject({
      kind: "choice",
      options: ["blue", "mint", "orange", "purple", "navy"],
    });
    expect(cta.get("gaid")).toMatchObject({ kind: "text", optional: true });
    expect(fields("text").get("body")).toMatchObject({ kind: "richText" });
    expect(fields("quote").get("authorImage")).toMatchObject({ kind: "image" });
  });

  it("repeaters carry the schema's limits (docs/editor.md)", () => {
    expect(fields("cards").get("cards")).toMatchObject({ kind: "list", min: 0, max: 12 });
    expect(fields("textWithDetails").get("items")).toMatchObject({ kind: "list", min: 1, max: 10 });
    expect(fields("logos").get("logos")).toMatchObject({ kind: "list", max: 50 });
  });

  it("a new block's skeleton has every required field, empty, and lists at their minimum", () => {
    const spec = describe(v.strictObject(blockModule("textWithDetails").entries));
    const value = skeleton(spec) as { items: unknown[] };
    expect(value.items).toHaveLength(1);
    expect(skeleton(describe(v.strictObject(blockModule("hero").entries)))).toEqual({ title: "" });
  });

  it("the Know More and Demo links, and a card's parts, are shown with their toggles (docs/editor.md)", () => {
    const blocks = fields("layoutBlock").get("blocks");
    if (blocks?.kind !== "list" || blocks.item.kind !== "object") throw new Error("no list of blocks");
    const shownWith = Object.fromEntries(blocks.item.fields.map((f) => [f.name, f.shownWith]));
    expect(shownWith).toMatchObject({ knowMoreLink: "withKnowMore", demoLink: "withDemo", title: undefined });
    const cards = fields("cards").get("cards");
    if (cards?.kind !== "list" || cards.item.kind !== "object") throw new Error("no list of cards");
    expect(cards.item.fields.find((f) => f.name === "title")?.shownWith).toBe("withTitle");
  });
});

suite("list items are named for editors", () => {
  it("a survey step by its question; an empty item by what the list holds", () => {
    expect(itemTitle({ identifier: "role", question: "What is your role?" }, 0, "steps")).toBe("1. What is your role?");
    expect(itemTitle({ identifier: "role" }, 1, "steps")).toBe("2. Step");
    expect(itemTitle({}, 2, "")).toBe("3. Item");
  });
});
