import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { GenericSchema, InferOutput } from "valibot";
import { pageSchema, siteSchema } from "../../client/content/page-schema.ts";
import { pagePath } from "../../client/content/page-path.ts";
import { ContentError, parseContent } from "../../client/content/validate.ts";
import { NOT_FOUND_PATH, pageKey, SITE_KEY, VERSION_KEY } from "../../worker/content/keys.ts";
import { kvEntry, sha256, type KvEntry } from "./kv-entries.ts";

export interface ContentBuild {
  entries: KvEntry[];
  /** Human-readable problems, each naming the file and the field. */
  problems: string[];
  /** Published pages by path, for reports. */
  pages: { path: string; file: string }[];
}

function readJson<S extends GenericSchema>(file: string, schema: S, problems: string[]): InferOutput<S> | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push(`${file}: not valid JSON: ${(error as Error).message}`);
    return null;
  }
  try {
    return parseContent(schema, raw, file);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    for (const p of error.problems) problems.push(`${file}: ${p.field}: ${p.message}`);
    return null;
  }
}

/**
 * Reads and validates content/ (site.json and pages/*.json) into the CONTENT namespace's
 * keys: the site settings, one key per published page by path, and the version (a hash
 * of all of them). Drafts and layout pages are not served, so they are not synced.
 */
export function buildContentEntries(root: string): ContentBuild {
  const problems: string[] = [];
  const entries: KvEntry[] = [];
  const pages: ContentBuild["pages"] = [];

  const siteFile = join(root, "site.json");
  const site = readJson(siteFile, siteSchema, problems);
  if (site) entries.push(kvEntry(SITE_KEY, JSON.stringify(site)));

  const pagesDir = join(root, "pages");
  const files = readdirSync(pagesDir).filter((f) => f.endsWith(".json")).sort();
  const byPath = new Map<string, string>();
  for (const name of files) {
    const file = join(pagesDir, name);
    const page = readJson(file, pageSchema, problems);
    if (!page || page.status !== "PUBLISHED") continue;
    const path = pagePath(page.type, page.slug);
    if (path === null) continue;
    const other = byPath.get(path);
    if (other) {
      problems.push(`${file}: slug: the path ${path} is already used by ${other}`);
      continue;
    }
    byPath.set(path, file);
    pages.push({ path, file });
    entries.push(kvEntry(pageKey(path), JSON.stringify(page)));
  }
  for (const required of ["/", NOT_FOUND_PATH]) {
    if (!byPath.has(required)) problems.push(`${pagesDir}: no published page has the path ${required}`);
  }

  const version = sha256(entries.map((e) => `${e.key}\n${e.metadata.sha}`).sort().join("\n")).slice(0, 16);
  entries.push(kvEntry(VERSION_KEY, version));
  return { entries, problems, pages };
}
