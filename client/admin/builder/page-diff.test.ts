import { describe, expect, it } from "vitest";
import { isSame, pageDiff } from "./page-diff.ts";

const hero = (title: string, componentId?: string) => ({
  type: "hero",
  props: { title, ...(componentId ? { componentId } : {}) },
});
const text = (title: string, componentId?: string) => ({
  type: "text",
  props: { title, ...(componentId ? { componentId } : {}) },
});
const page = (extra: object, blocks: object[] = []) => ({
  name: "P",
  meta: { title: "T", description: "D" },
  blocks,
  ...extra,
});

describe("what changed between two versions of a page (docs/editor.md)", () => {
  it("the page's fields added, removed and changed, nested ones by their path", () => {
    const diff = pageDiff(
      page({ tags: ["a"], publishedAt: "2024-01-01" }),
      page({ meta: { title: "New", description: "D", image: "/x.png" }, tags: ["a"] }),
    );
    expect(diff.fields).toEqual([
      { field: "meta.title", change: "changed" },
      { field: "meta.image", change: "added" },
      { field: "publishedAt", change: "removed" },
    ]);
    expect(isSame(pageDiff(page({}), page({})))).toBe(true);
  });

  it("blocks are followed by component id: added, removed, changed with their fields", () => {
    const diff = pageDiff(
      page({}, [hero("Hi", "c-1"), text("Old", "c-2"), text("Gone", "c-3")]),
      page({}, [hero("Hello", "c-1"), text("Old", "c-2"), hero("New", "c-4")]),
    );
    expect(diff.blocks).toEqual([
      { change: "changed", type: "hero", position: 1, title: "Hello", fields: ["title"] },
      { change: "added", type: "hero", position: 3, title: "New", fields: [] },
      { change: "removed", type: "text", position: 3, title: "Gone", fields: [] },
    ]);
  });

  it("blocks whose ids differ are taken by type and order: the editor gives file blocks new ids", () => {
    const diff = pageDiff(
      page({}, [hero("Hi", "c-1"), text("A", "c-2")]),
      page({}, [hero("Hi", "c-7"), text("B", "c-8")]),
    );
    expect(diff.blocks).toEqual([{ change: "changed", type: "text", position: 2, title: "B", fields: ["title"] }]);
  });

  it("a block moved is named once; the ones it passed did not move", () => {
    const diff = pageDiff(
      page({}, [hero("A", "c-1"), text("B", "c-2"), text("C", "c-3")]),
      page({}, [text("B", "c-2"), text("C", "c-3"), hero("A", "c-1")]),
    );
    expect(diff.blocks).toEqual([{ change: "moved", type: "hero", position: 3, title: "A", fields: [] }]);
  });

  it("blocks of a content/ file (no ids) are matched by type and order; an id the editor gave them is no change", () => {
    const diff = pageDiff(
      page({}, [hero("Hi"), text("Body")]),
      page({}, [hero("Hi", "c-9"), text("Body, edited", "c-8")]),
    );
    expect(diff.blocks).toEqual([
      { change: "changed", type: "text", position: 2, title: "Body, edited", fields: ["title"] },
    ]);
  });

  it("a block of a file moved in the editor is named as moved, not removed and added", () => {
    const diff = pageDiff(
      page({}, [hero("Hi", "c-1"), text("A", "c-2"), { type: "quote", props: { componentId: "c-3", quote: "q" } }]),
      page({}, [hero("Hi"), { type: "quote", props: { quote: "q" } }, text("A")]),
    );
    // Two blocks swapped: one of them is named as moved, and nothing else.
    expect(diff.blocks.map((b) => [b.change, b.fields])).toEqual([["moved", []]]);
  });

  it("the other way round too: a version of the file compared with the editor's draft", () => {
    const diff = pageDiff(
      page({}, [hero("Hi", "c-9"), text("Body, edited", "c-8")]),
      page({}, [hero("Hi"), text("Body")]),
    );
    expect(diff.blocks).toEqual([{ change: "changed", type: "text", position: 2, title: "Body", fields: ["title"] }]);
  });

  it("anything that is not a page compares as an empty one", () => {
    expect(pageDiff(null, page({}, [hero("A")])).blocks).toEqual([
      { change: "added", type: "hero", position: 1, title: "A", fields: [] },
    ]);
  });
});
