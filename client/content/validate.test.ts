import { describe, expect, it } from "vitest";
import { BLOCKS } from "../blocks/registry.ts";
import { pageSchema } from "./page-schema.ts";
import { ContentError, parseContent } from "./validate.ts";

const base = { name: "X", type: "page", slug: "x", status: "PUBLISHED", meta: { title: "T", description: "D" } };

function problems(page: object): string[] {
  try {
    parseContent(pageSchema, page, "content/pages/x.json");
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map((p) => `${p.field}: ${p.message}`);
  }
}

describe("a broken page JSON gets a message naming the file and field", () => {
  it("the error names the source and every failing field", () => {
    expect(() => parseContent(pageSchema, { ...base, slug: "Bad Slug", blocks: [] }, "content/pages/x.json")).toThrow(
      "content/pages/x.json: slug: slug must be lower-case letters, digits, - or _",
    );
  });

  it("an unknown block type lists the known ones", () => {
    expect(problems({ ...base, blocks: [{ type: "heroo", props: {} }] })).toEqual([
      `blocks[0].type: unknown block type; expected one of ${BLOCKS.map((block) => block.type).join(", ")}`,
    ]);
  });

  it("a misspelt field is named as unknown", () => {
    expect(problems({ ...base, blocks: [{ type: "hero", props: { title: "x", titel: "y" } }] })).toEqual([
      "blocks[0].props.titel: unknown field titel (check its spelling)",
    ]);
  });

  it("rich text errors point at the node that is wrong", () => {
    expect(problems({ ...base, blocks: [{ type: "text", props: { body: [{ p: ["a", { bold: "x" }] }] } }] })).toEqual([
      'blocks[0].props.body[0].p[1]: expected text, { "b" }, { "i" } or { "a", "text" }',
    ]);
    expect(problems({ ...base, blocks: [{ type: "text", props: { body: [{ h: 7, text: "x" }] } }] })).toEqual([
      "blocks[0].props.body[0].h: heading level must be 2 to 6",
    ]);
  });

  it("missing required fields are named", () => {
    expect(problems({ ...base, meta: { title: "T" }, blocks: [] })).toEqual([
      "meta.description: description is required",
    ]);
  });

  it("accepts a valid page with rich text and applies defaults", () => {
    const page = parseContent(
      pageSchema,
      {
        ...base,
        blocks: [{ type: "hero", props: { title: "Hi", text: ["a ", { b: "b" }, { a: "/x", text: [{ i: "y" }] }] } }],
      },
      "x.json",
    );
    expect(page.language).toBe("en");
    expect(page.blocks[0]).toMatchObject({ type: "hero", props: { actions: [] } });
  });
});
