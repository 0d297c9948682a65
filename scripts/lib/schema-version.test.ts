import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packageOf, renderVersion, schemaVersion } from "./schema-version.ts";

/** A repository of its own: the schema entry, a file it imports, a file it does not. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "schema-version-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const ENTRY =
  'import * as v from "valibot";\nimport { rule } from "./rule.ts";\nexport const page = v.pipe(v.string(), v.check(rule));\n';

describe("the content schema version names the code that validates documents (docs/architecture.md)", () => {
  it("changes when a file validation reaches changes, a helper of a check included", () => {
    const files = {
      "worker/content/document-schemas.ts": ENTRY,
      "worker/content/rule.ts": "export const rule = (s: string) => s.length < 70;\n",
      "worker/other.ts": "export const unrelated = 1;\n",
    };
    const base = schemaVersion(repository(files));
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(schemaVersion(repository(files))).toBe(base);
    const stricter = { ...files, "worker/content/rule.ts": "export const rule = (s: string) => s.length < 60;\n" };
    expect(schemaVersion(repository(stricter))).not.toBe(base);
    expect(schemaVersion(repository({ ...files, "worker/other.ts": "export const unrelated = 2;\n" }))).toBe(base);
  });

  it("changes with the version of a package the schemas import", () => {
    const files = {
      "worker/content/document-schemas.ts": ENTRY,
      "worker/content/rule.ts": "export const rule = () => true;\n",
    };
    const withValibot = (version: string) => ({
      ...files,
      "node_modules/valibot/package.json": JSON.stringify({ name: "valibot", version }),
    });
    expect(schemaVersion(repository(withValibot("1.5.0")))).not.toBe(schemaVersion(repository(withValibot("1.6.0"))));
  });

  it("a bare import names its package, scoped or not", () => {
    expect(packageOf("valibot")).toBe("valibot");
    expect(packageOf("react/jsx-runtime")).toBe("react");
    expect(packageOf("@cloudflare/workers-types/experimental")).toBe("@cloudflare/workers-types");
  });
});

describe("the render version names the code that renders a page and the build outputs it shows", () => {
  const files = {
    "worker/pages/page-response.ts":
      'import manifest from "../../dist/client-manifest.json" with { type: "json" };\nimport built from "../../dist/render-version.json" with { type: "json" };\nimport { head } from "./head.ts";\nexport const page = () => head + manifest.stylesheet + built.version;\n',
    "worker/pages/head.ts": 'export const head = "<head>";\n',
    "dist/client-manifest.json": '{ "stylesheet": "/static/styles-A.css" }',
    "dist/render-version.json": '{ "version": "0" }',
    "dist/assets/_i18n/de.json": '{ "messages": {} }',
  };

  it("changes with a file the render reaches, a build output it imports and one it reads", () => {
    const base = renderVersion(repository(files));
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(renderVersion(repository(files))).toBe(base);
    expect(
      renderVersion(repository({ ...files, "worker/pages/head.ts": 'export const head = "<head >";\n' })),
    ).not.toBe(base);
    const restyled = { ...files, "dist/client-manifest.json": '{ "stylesheet": "/static/styles-B.css" }' };
    expect(renderVersion(repository(restyled))).not.toBe(base);
    const reworded = { ...files, "dist/assets/_i18n/de.json": '{ "messages": { "a": "b" } }' };
    expect(renderVersion(repository(reworded))).not.toBe(base);
  });

  it("does not name the file it is written to", () => {
    const base = renderVersion(repository(files));
    expect(renderVersion(repository({ ...files, "dist/render-version.json": '{ "version": "1" }' }))).toBe(base);
  });
});
