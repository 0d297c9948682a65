import { describe, expect, it } from "vitest";
import { parseContent } from "../../client/content/validate.ts";
import { documentSchema } from "../../worker/content/document-schemas.ts";
import { buildContentEntries } from "./content-entries.ts";
import { kvEntry, sha256 } from "./kv-entries.ts";
import { schemaVersion } from "./schema-version.ts";
import { stampValidated } from "./validated-entries.ts";

describe("validate once, read fast: documents are stamped when they are built (docs/architecture.md)", () => {
  it("every page, site settings and catalogue is stamped, and reading it without validation gives what validation would", {
    timeout: 60_000,
  }, () => {
    const { entries, problems } = buildContentEntries("content", { local: true });
    expect(problems).toEqual([]);
    const documents = entries.filter((e) => documentSchema(e.key) !== null);
    expect(documents.map((e) => e.key)).toEqual(expect.arrayContaining(["catalogue", "site", "site:de", "page:/"]));
    for (const entry of documents) {
      expect(entry.metadata).toMatchObject({ sha: sha256(entry.value), schema: schemaVersion() });
      const stored = JSON.parse(entry.value) as unknown;
      const schema = documentSchema(entry.key);
      if (!schema) throw new Error("unreachable");
      expect(parseContent(schema, stored, entry.key), entry.key).toEqual(stored);
    }
    // The version and the page index hold no document: they are not stamped.
    expect(entries.find((e) => e.key === "version")?.metadata.schema).toBeUndefined();
    expect(entries.find((e) => e.key === "pages")?.metadata.schema).toBeUndefined();
  });

  it("a document is stored as its schema's output, defaults written out", () => {
    const page = {
      name: "Minimal",
      type: "page",
      slug: "minimal",
      meta: { title: "A minimal page", description: "A page with nothing but its head." },
      blocks: [],
    };
    const [stamped] = stampValidated([kvEntry("page:/minimal", JSON.stringify(page))], "v1").entries;
    expect(JSON.parse(stamped?.value ?? "{}")).toMatchObject({ language: "en", status: "DRAFT", tags: [] });
    expect(stamped?.metadata).toEqual({ sha: sha256(stamped?.value ?? ""), schema: "v1" });
  });

  it("a document its schema refuses is a problem naming its key and field, and is not stamped", () => {
    const broken = kvEntry("site", JSON.stringify({ name: 3 }));
    const { entries, problems } = stampValidated([broken, kvEntry("pages", "[]")], "v1");
    expect(entries).toEqual([broken, kvEntry("pages", "[]")]);
    expect(problems[0]).toMatch(/^KV CONTENT site: name: /);
  });
});
