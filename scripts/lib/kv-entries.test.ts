import { describe, expect, it } from "vitest";
import { diffKv, kvEntry } from "./kv-entries.ts";

describe("KV sync is a diff", () => {
  const a = kvEntry("/a", '{"destination":"/x","permanent":true}');
  const b = kvEntry("/b", '{"destination":"/y","permanent":true}');

  it("puts new keys and keys whose value changed, leaves the rest", () => {
    const changedB = kvEntry("/b", '{"destination":"/z","permanent":true}');
    const diff = diffKv(
      [a, changedB, kvEntry("/c", "{}")],
      [
        { name: "/a", metadata: { sha: a.metadata.sha } },
        { name: "/b", metadata: { sha: b.metadata.sha } },
      ],
    );
    expect(diff.put.map((e) => e.key)).toEqual(["/b", "/c"]);
    expect(diff.remove).toEqual([]);
    expect(diff.unchanged).toBe(1);
  });

  it("deletes keys that are no longer wanted", () => {
    expect(diffKv([a], [{ name: "/a", metadata: { sha: a.metadata.sha } }, { name: "/gone" }]).remove).toEqual([
      "/gone",
    ]);
  });

  it("puts back a key edited by hand (no sha in its metadata)", () => {
    expect(diffKv([a], [{ name: "/a" }]).put).toEqual([a]);
    expect(diffKv([a], [{ name: "/a", metadata: null }]).put).toEqual([a]);
  });

  it("puts again a document validated against other schemas, so that the Worker it goes with need not validate it", () => {
    const page = { ...kvEntry("page:/a", "{}"), metadata: { ...kvEntry("page:/a", "{}").metadata, schema: "new" } };
    const current = (schema?: string) => [{ name: "page:/a", metadata: { sha: page.metadata.sha, schema } }];
    expect(diffKv([page], current("new")).put).toEqual([]);
    expect(diffKv([page], current("old")).put).toEqual([page]);
    expect(diffKv([page], current()).put).toEqual([page]);
  });

  it("never deletes the editor's drafts and history, which no file holds", () => {
    const diff = diffKv(
      [a],
      [{ name: "/a", metadata: { sha: a.metadata.sha } }, { name: "draft:1" }, { name: "history:1:2026" }],
      ["draft:", "history:"],
    );
    expect(diff.remove).toEqual([]);
  });

  it("names the keys changed in the editor that a sync would overwrite or delete", () => {
    const edited = { name: "/b", metadata: { sha: "other", editor: "2026-11-20T10:00:00Z" } };
    const created = { name: "/new", metadata: { sha: "x", editor: "2026-11-20T10:00:00Z" } };
    expect(diffKv([a, b], [{ name: "/a", metadata: { sha: a.metadata.sha } }, edited, created]).editorChanges).toEqual([
      "/b",
      "/new",
    ]);
  });

  it("a key the editor wrote that the files now match is put again, unmarked, and is no conflict", () => {
    const diff = diffKv([a], [{ name: "/a", metadata: { sha: a.metadata.sha, editor: "2026-11-20T10:00:00Z" } }]);
    expect(diff.put).toEqual([a]);
    expect(diff.editorChanges).toEqual([]);
  });
});
