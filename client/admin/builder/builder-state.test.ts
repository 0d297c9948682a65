import { describe, expect, it } from "vitest";
import { builderReducer, initialState, selectionOf, withComponentIds, type BuilderState } from "./builder-state.ts";

const block = (title: string) => ({ type: "hero", props: { title } });

function start(titles: string[]): BuilderState {
  return initialState({
    page: { name: "P", blocks: titles.map(block) },
    history: [],
    published: true,
    stored: true,
  });
}

const titles = (state: BuilderState) => (state.page.blocks ?? []).map((b) => b.props.title);

describe("the page builder's state (docs/editor.md)", () => {
  it("opens on the first block, or on the page settings of an empty page", () => {
    expect(start(["a"]).selection).toEqual({ kind: "block", index: 0 });
    expect(start([]).selection).toEqual({ kind: "page" });
    expect(start(["a"]).dirty).toBe(false);
  });

  it("a block is added after the selected one, or last, and is selected", () => {
    const added = builderReducer(start(["a", "b"]), { type: "addBlock", block: block("new") });
    expect(titles(added)).toEqual(["a", "new", "b"]);
    expect(added.selection).toEqual({ kind: "block", index: 1 });
    expect(added.dirty).toBe(true);
    const fromSettings = builderReducer(builderReducer(start(["a"]), { type: "select", selection: { kind: "page" } }), {
      type: "addBlock",
      block: block("new"),
    });
    expect(titles(fromSettings)).toEqual(["a", "new"]);
  });

  it("a block moves one place and stays selected; nothing moves past either end", () => {
    const moved = builderReducer(start(["a", "b"]), { type: "moveBlock", index: 0, delta: 1 });
    expect(titles(moved)).toEqual(["b", "a"]);
    expect(moved.selection).toEqual({ kind: "block", index: 1 });
    const first = start(["a", "b"]);
    expect(builderReducer(first, { type: "moveBlock", index: 0, delta: -1 })).toBe(first);
  });

  it("removing a block selects the one before it, else the page settings", () => {
    const removed = builderReducer(start(["a", "b", "c"]), { type: "removeBlock", index: 2 });
    expect(titles(removed)).toEqual(["a", "b"]);
    expect(removed.selection).toEqual({ kind: "block", index: 1 });
    expect(builderReducer(start(["a"]), { type: "removeBlock", index: 0 }).selection).toEqual({ kind: "page" });
  });

  it("an edit after publishing clears the published message; a refusal stays until mended", () => {
    const done = builderReducer(start(["a"]), {
      type: "published",
      page: { name: "P", blocks: [block("a")] },
      item: {
        ref: "2026-01-01T00:00:00.000Z",
        publishedAt: "2026-01-01T00:00:00.000Z",
        name: "P",
        author: "local admin",
        original: false,
      },
      at: "2026-01-01T00:00:00.000Z",
      path: "/p",
    });
    expect(done.publish.kind).toBe("done");
    expect(done.history).toHaveLength(1);
    expect(done.dirty).toBe(false);
    const edited = builderReducer(done, { type: "setBlockProps", index: 0, props: { title: "b" } });
    expect(edited.publish.kind).toBe("idle");
    const refused = builderReducer(start(["a"]), {
      type: "publish",
      state: { kind: "refused", action: "publish", problems: [] },
    });
    expect(builderReducer(refused, { type: "edit", page: { name: "Q" } }).publish.kind).toBe("refused");
  });

  it("a restored version becomes the draft and opens the page settings", () => {
    const restored = builderReducer(start(["a"]), { type: "restore", page: { name: "Old", blocks: [] } });
    expect(restored.page.name).toBe("Old");
    expect(restored.dirty).toBe(true);
    expect(restored.selection).toEqual({ kind: "page" });
  });

  it("a funnel step preview is kept per block and never changes the page", () => {
    const state = start(["a"]);
    const previewed = builderReducer(state, { type: "preview", index: 0, step: "funnelSuccess" });
    expect(previewed.previews).toEqual({ 0: "funnelSuccess" });
    expect(previewed.page).toBe(state.page);
    expect(previewed.dirty).toBe(false);
    expect(builderReducer(previewed, { type: "preview", index: 0, step: null }).previews).toEqual({});
  });

  it("a server's problem selects where it is mended", () => {
    expect(selectionOf("blocks[2].props.title")).toEqual({ kind: "block", index: 2 });
    expect(selectionOf("meta.title")).toEqual({ kind: "page" });
  });

  it("every block gets a component id when the editor opens it; ids it has are kept", () => {
    let n = 0;
    const page = withComponentIds(
      { name: "P", blocks: [block("a"), { type: "text", props: { componentId: "c-kept" } }] },
      () => `c-new-${++n}`,
    );
    expect((page.blocks ?? []).map((b) => b.props.componentId)).toEqual(["c-new-1", "c-kept"]);
    const complete = { name: "P", blocks: [{ type: "text", props: { componentId: "c-1" } }] };
    expect(withComponentIds(complete, () => "x")).toBe(complete);
  });
});
