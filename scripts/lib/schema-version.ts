/**
 * The content schema version (docs/architecture.md, "Validate once, read fast"): a hash of
 * every source file the validation of a document can reach, found by bundling
 * worker/content/document-schemas.ts with esbuild, and of the version of each package those
 * files import. Any change to that code (a field, a message, a check, a helper a check calls,
 * a valibot upgrade) makes a new version, so content is trusted without validation only by
 * a Worker built from the same code. It changes more often than the schemas do (a block's
 * component shares its file with its schema): the cost is that reads validate between a
 * deploy and the next sync, as every read once did.
 *
 * The render version is the same kind of hash for the code that renders a page, with the build
 * outputs a page shows: a page pre-rendered by one Worker is used by another only when both
 * name it (docs/benchmarks.md#pre-rendered-pages).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, normalize, resolve } from "node:path";
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

/** The build outputs (under dist/) the bundled files import, as paths from the root, but `except`. */
export function importedOutputs(metafile: Metafile, except: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const [file, input] of Object.entries(metafile.inputs))
    for (const imported of input.imports) {
      if (!imported.external || !imported.path.startsWith(".")) continue;
      const path = normalize(join(dirname(file), imported.path));
      if (path.startsWith("dist/") && !except.includes(path)) found.add(path);
    }
  return [...found].sort();
}

/**
 * A hash of the code `entry` reaches under `root` (its files and the versions of the packages
 * they import), with `label` and the build outputs `data` names (absent ones count as absent)
 * and, with `outputs`, those the code imports: 16 hex digits, computed once per process.
 */
function codeVersion(
  root: string,
  entry: string,
  label: string,
  { data = [], outputs = false }: { data?: readonly string[]; outputs?: boolean } = {},
): string {
  const id = `${root}|${entry}`;
  const known = computed.get(id);
  if (known) return known;
  const result = buildSync({
    absWorkingDir: resolve(root),
    entryPoints: [`./${entry}`],
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    // Build outputs the modules read (a manifest, a summary) are data, not code, and need
    // not exist yet; the render version names those a page shows (`data`).
    external: ["../dist/*", "../../dist/*", "../../../dist/*", "../../../../dist/*"],
    platform: "neutral",
    conditions: ["workerd"],
    jsx: "automatic",
    logLevel: "silent",
  });
  const { files, packages } = schemaInputs(result.metafile);
  const hash = createHash("sha256").update(`${label}\n`);
  for (const file of files)
    hash
      .update(`${file}\n`)
      .update(readFileSync(join(root, file)))
      .update("\n");
  for (const name of packages) hash.update(`${name}@${packageVersion(root, name)}\n`);
  const read = outputs ? [...importedOutputs(result.metafile, [RENDER_VERSION_FILE]), ...data] : data;
  for (const file of read) {
    const path = join(root, file);
    hash
      .update(`${file}\n`)
      .update(existsSync(path) ? readFileSync(path) : "(absent)")
      .update("\n");
  }
  const version = hash.digest("hex").slice(0, 16);
  computed.set(id, version);
  return version;
}

/** The schema version of the code under `root`: 16 hex digits (computed once per process). */
export function schemaVersion(root = "."): string {
  return codeVersion(root, SCHEMA_ENTRY, ENVELOPE);
}

/** The module whose code renders a page (docs/benchmarks.md#pre-rendered-pages). */
export const RENDER_ENTRY = "worker/pages/page-response.ts";
/** Where the build writes the render version for the Worker (worker/pages/render-version.ts). */
export const RENDER_VERSION_FILE = "dist/render-version.json";
/**
 * The build outputs a page's HTML shows that its code reads at run time rather than imports
 * (those it imports, the client manifest among them, are found in the bundle): the German and
 * French words, the OpenAPI document, the social cards' list.
 */
export const RENDER_DATA = [
  "dist/assets/_i18n/de.json",
  "dist/assets/_i18n/fr.json",
  "dist/assets/_api/localities-openapi.json",
  "dist/assets/_images/social.json",
] as const;

/**
 * The render version: a hash of the code that renders a page and of the build outputs it
 * shows. A page pre-rendered by one Worker is used by another only when both name the same.
 */
export function renderVersion(root = "."): string {
  return codeVersion(root, RENDER_ENTRY, "render 1", { data: RENDER_DATA, outputs: true });
}

/** Writes the render version where the Worker imports it, only when it changed. */
export function writeRenderVersion(version: string, root = "."): void {
  writeVersionFile(join(root, RENDER_VERSION_FILE), version);
}

function writeVersionFile(file: string, version: string): void {
  const text = `${JSON.stringify({ version })}\n`;
  if (existsSync(file) && readFileSync(file, "utf8") === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Writes the version where the Worker imports it, only when it changed (watchers stay quiet). */
export function writeSchemaVersion(version: string, root = "."): void {
  writeVersionFile(join(root, SCHEMA_VERSION_FILE), version);
}
