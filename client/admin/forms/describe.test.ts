import * as v from "valibot";
import { describe as suite, expect, it } from "vitest";
import { blockModule, BLOCKS } from "../../blocks/registry.ts";
import { describe, skeleton, type FieldSpec } from "./describe.ts";

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
});
