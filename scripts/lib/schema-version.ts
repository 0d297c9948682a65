/**
 * The content schema version (docs/architecture.md, "Validate once, read fast"): a hash of
 * every source file the validation of a document can reach, found by bundling
 * worker/content/document-schemas.ts with esbuild, and of the version of each package those
 * files import. Any change to that code (a field, a message, a check, a helper a check calls,
 * a valibot upgrade) makes a new version, so content is trusted without validation only by
 * a Worker built from the same code. It changes more often than the schemas do (a block's
 * component shares its file with its schema): the cost is that reads validate between a
 * deploy and the next sync, as every read once did.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { buildSync, type Metafile } from "esbuild";

/** The module whose code decides what a valid document is. */
export const SCHEMA_ENTRY = "worker/content/document-schemas.ts";
/** Where the build writes the version for the Worker to import (worker/content/schema-version.ts). */
export const SCHEMA_VERSION_FILE = "dist/schema-version.json";
/** Raised by hand to make every stored document validate again (a change of the envelope itself). */
const ENVELOPE = "envelope 1";

/** The package a bare import names: "valibot", "@scope/name" from "@scope/name/sub". */
export function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] as string);
}

/** The source files and the packages the entry reaches, from esbuild's metafile. */
export function schemaInputs(metafile: Metafile): { files: string[]; packages: string[] } {
  const files = Object.keys(metafile.inputs).sort();
  const packages = new Set<string>();
  for (const input of Object.values(metafile.inputs))
    for (const imported of input.imports)
      if (imported.external && !/^[./]/.test(imported.path)) packages.add(packageOf(imported.path));
  return { files, packages: [...packages].sort() };
}

function packageVersion(root: string, name: string): string {
  const file = join(root, "node_modules", name, "package.json");
  return existsSync(file) ? String((JSON.parse(readFileSync(file, "utf8")) as { version?: unknown }).version) : "none";
}

const computed = new Map<string, string>();

/** The schema version of the code under `root`: 16 hex digits (computed once per process). */
export function schemaVersion(root = "."): string {
  const known = computed.get(root);
  if (known) return known;
  const result = buildSync({
    absWorkingDir: resolve(root),
    entryPoints: [`./${SCHEMA_ENTRY}`],
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    // Build outputs the modules read (a manifest, a summary) are data, not the code that
    // validates documents, and need not exist yet.
    external: ["../dist/*", "../../dist/*", "../../../dist/*", "../../../../dist/*"],
    platform: "neutral",
    conditions: ["workerd"],
    jsx: "automatic",
    logLevel: "silent",
  });
  const { files, packages } = schemaInputs(result.metafile);
  const hash = createHash("sha256").update(`${ENVELOPE}\n`);
  for (const file of files)
    hash
      .update(`${file}\n`)
      .update(readFileSync(join(root, file)))
      .update("\n");
  for (const name of packages) hash.update(`${name}@${packageVersion(root, name)}\n`);
  const version = hash.digest("hex").slice(0, 16);
  computed.set(root, version);
  return version;
}

/** Writes the version where the Worker imports it, only when it changed (watchers stay quiet). */
export function writeSchemaVersion(version: string, root = "."): void {
  const file = join(root, SCHEMA_VERSION_FILE);
  const text = `${JSON.stringify({ version })}\n`;
  if (existsSync(file) && readFileSync(file, "utf8") === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
