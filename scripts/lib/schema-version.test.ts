import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packageOf, schemaVersion } from "./schema-version.ts";

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
