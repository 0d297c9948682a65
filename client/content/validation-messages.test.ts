import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { issueMap } from "../admin/forms/issues.ts";
import { pageSchema } from "./page-schema.ts";
import { ContentError, parseContent } from "./validate.ts";
import { fieldNameOf, problemText, validationMessages } from "./validation-messages.ts";

const schema = v.strictObject({
  title: v.pipe(v.string(), v.nonEmpty("title must not be empty")),
  count: v.optional(v.pipe(v.number(), v.minValue(2))),
  size: v.optional(v.picklist(["small", "large"])),
  code: v.optional(v.pipe(v.string(), v.maxLength(3))),
  items: v.optional(v.array(v.strictObject({ label: v.string() }))),
});

function messages(value: unknown): string[] {
  return validationMessages(v.safeParse(schema, value).issues).map(problemText);
}

describe("one wording of validation messages, naming the key and the field", () => {
  it("a schema's own message is kept as written", () => {
    expect(messages({ title: "" })).toEqual(["title: title must not be empty"]);
  });

  it("a missing key is required; an unknown one is named", () => {
    expect(messages({})).toEqual(["title: title is required"]);
    expect(messages({ title: "x", titel: "y" })).toEqual(["titel: unknown field titel (check its spelling)"]);
  });

  it("a wrong type, a choice outside the list and a limit are said in words", () => {
    expect(messages({ title: 3 })).toEqual(["title: title must be text, not 3"]);
    expect(messages({ title: "x", size: "huge" })).toEqual(['size: size must be one of "small", "large", not "huge"']);
    expect(messages({ title: "x", count: 1 })).toEqual(["count: count must be at least 2 (it is 1)"]);
    expect(messages({ title: "x", code: "abcd" })).toEqual(["code: code must be at most 3 long (it is 4)"]);
  });

  it("items of a list are named by position in the field, their keys in the message", () => {
    expect(messages({ title: "x", items: [{ label: "a" }, {}] })).toEqual(["items[1].label: label is required"]);
    expect(fieldNameOf(["blocks", 2, "props", "title"])).toBe("blocks[2].props.title");
    expect(fieldNameOf([])).toBe("(document)");
  });

  it("the build and the editor word the same issue the same way", () => {
    const page = {
      name: "X",
      type: "page",
      slug: "x",
      meta: { title: "T", description: "D" },
      blocks: [{ type: "hero", props: { titel: "y" } }],
    };
    let build: string[] = [];
    try {
      parseContent(pageSchema, page, "content/pages/x.json");
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      build = error.problems.map(problemText);
    }
    const result = v.safeParse(pageSchema, page);
    const editor = [...issueMap(result.issues, "blocks.0.props")].flatMap(([path, list]) =>
      list.map((message) => `blocks[0].props.${path}: ${message}`),
    );
    expect(build).toEqual([
      "blocks[0].props.title: title is required",
      "blocks[0].props.titel: unknown field titel (check its spelling)",
    ]);
    expect(editor.sort()).toEqual([...build].sort());
  });
});
