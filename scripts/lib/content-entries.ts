import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { GenericSchema, InferOutput } from "valibot";
import { servedPageProblems } from "../../client/content/served-page.ts";
import { pageTypeProblems } from "../../client/content/page-type-blocks.ts";
import type { Catalogue } from "../../client/content/catalogue.ts";
import { pathOf } from "../../client/content/page-path.ts";
import { pageSchema } from "../../client/content/page-schema.ts";
import { siteSchema, type SiteSettings } from "../../client/content/site-schema.ts";
import { ContentError, parseContent } from "../../client/content/validate.ts";
import { indexEntry, type PageIndex } from "../../client/content/page-index.ts";
import { pageIdentity } from "../../client/content/catalogue-build.ts";
import {
  CATALOGUE_KEY,
  docKey,
  isSharedKey,
  NOT_FOUND_PATH,
  PAGE_INDEX_KEY,
  pageKey,
  SITE_KEY,
  VERSION_KEY,
} from "../../worker/content/keys.ts";
import { shortHash } from "../../worker/content/envelope.ts";
import { buildCatalogue, pageIdSync, type ParsedPage } from "./catalogue.ts";
import { duplicateKeys } from "./duplicate-keys.ts";
import { kvEntry, sha256, type KvEntry } from "./kv-entries.ts";
import { buildLanguageSites, type LanguageSite } from "./site-languages.ts";
import { schemaVersion } from "./schema-version.ts";
import { stampValidated } from "./validated-entries.ts";

export interface ContentBuild {
  entries: KvEntry[];
  /** Human-readable problems, each naming the file and the field. */
  problems: string[];
  /** Published pages by path, for reports. */
  pages: { path: string; file: string }[];
  site: SiteSettings | null;
  /** Site settings of pages in German and French (content/site.{de,fr}.json joined with site.json). */
  languageSites: LanguageSite[];
  parsed: ParsedPage[];
  catalogue: Catalogue | null;
}

function readRaw(file: string, problems: string[]): unknown {
  const text = readFileSync(file, "utf8");
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    problems.push(`${file}: not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
  // JSON.parse keeps the last of two equal keys without a word: the first one's edit would be lost.
  for (const d of duplicateKeys(text))
    problems.push(
      `${file}: ${d.object}: "${d.key}" is written twice (again on line ${d.line}); only the last would be kept`,
    );
  return raw;
}

function readJson<S extends GenericSchema>(
  file: string,
  schema: S,
  problems: string[],
  raw = readRaw(file, problems),
): InferOutput<S> | null {
  if (raw === undefined) return null;
  try {
    return parseContent(schema, raw, file);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    for (const p of error.problems) problems.push(`${file}: ${p.field}: ${p.message}`);
    return null;
  }
}

/**
 * Local runs only (npm start, the tests, the benchmark): site.local.json's top-level
 * sections replace those of site.json, e.g. `services` pointing at the local test
 * vendors. Production syncs never read it.
 */
export const LOCAL_SITE_FILE = "site.local.json";

function readSite(root: string, local: boolean, problems: string[]): SiteSettings | null {
  const file = join(root, "site.json");
  const localFile = join(root, LOCAL_SITE_FILE);
  if (!local || !existsSync(localFile)) return readJson(file, siteSchema, problems);
  const [raw, overlay] = [readRaw(file, problems), readRaw(localFile, problems)];
  if (raw === undefined || overlay === undefined) return null;
  if (
    typeof raw !== "object" ||
    raw === null ||
    typeof overlay !== "object" ||
    overlay === null ||
    Array.isArray(overlay)
  ) {
    problems.push(`${localFile}: must be an object of site settings sections`);
    return null;
  }
  return readJson(`${file} with ${localFile}`, siteSchema, problems, { ...raw, ...overlay });
}

/**
 * Reads and validates content/ (site.json and pages/*.json) into the CONTENT namespace's
 * keys: site settings, one key per published page by path, every page's document by id
 * and the page index (what the editor opens and lists), the catalogue, and the version (a
 * hash of all of them). Drafts and layout pages are not served; layout pages
 * feed the catalogue's card listings. `local`: with site.local.json (above).
 */
export function buildContentEntries(root: string, { local = false } = {}): ContentBuild {
  const problems: string[] = [];
  const entries: KvEntry[] = [];
  const pages: ContentBuild["pages"] = [];

  const site = readSite(root, local, problems);
  if (site) entries.push(kvEntry(SITE_KEY, JSON.stringify(site)));

  const pagesDir = join(root, "pages");
  const parsed: ParsedPage[] = [];
  for (const name of readdirSync(pagesDir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const file = join(pagesDir, name);
    const page = readJson(file, pageSchema, problems);
    if (!page) continue;
    parsed.push({ file, page });
    problems.push(...pageTypeProblems(page).map((p) => `${file}: ${p.field}: ${p.message}`));
  }

  const byPath = new Map<string, string>();
  for (const item of parsed) {
    const { file, page } = item;
    const path = pathOf(page);
    if (page.status !== "PUBLISHED" || path === null) continue;
    const other = byPath.get(path);
    if (other) {
      problems.push(`${file}: slug: the path ${path} is already used by ${other}`);
      continue;
    }
    problems.push(...servedPageProblems(item.page).map((p) => `${file}: ${p.field}: ${p.message}`));
    byPath.set(path, file);
    pages.push({ path, file });
    entries.push(kvEntry(pageKey(path), JSON.stringify(page)));
  }
  for (const required of ["/", NOT_FOUND_PATH]) {
    if (!byPath.has(required)) problems.push(`${pagesDir}: no published page has the path ${required}`);
  }

  const languagesInUse = new Set(
    parsed.filter(({ page }) => page.status === "PUBLISHED").map(({ page }) => page.language),
  );
  const languages = buildLanguageSites(root, site, languagesInUse);
  entries.push(...languages.entries);
  problems.push(...languages.problems);

  const index: PageIndex = [];
  for (const { file, page } of parsed) {
    const id = pageIdSync(pageIdentity(page));
    entries.push(kvEntry(docKey(id), JSON.stringify(page)));
    index.push(indexEntry(id, relative(root, file), page));
  }
  entries.push(kvEntry(PAGE_INDEX_KEY, JSON.stringify(index)));

  const { catalogue, problems: catalogueProblems } = buildCatalogue(parsed);
  problems.push(...catalogueProblems);
  entries.push(kvEntry(CATALOGUE_KEY, JSON.stringify(catalogue)));

  // Every document validated once, here, and stamped so the Worker need not validate it again.
  const stamped = stampValidated(entries, schemaVersion());
  problems.push(...stamped.problems);
  entries.splice(0, entries.length, ...stamped.entries);

  const version = sha256(
    entries
      .map((e) => `${e.key}\n${e.metadata.sha}`)
      .sort()
      .join("\n"),
  ).slice(0, 16);
  const parts = Object.fromEntries(
    entries.filter((e) => isSharedKey(e.key)).map((e) => [e.key, shortHash(e.metadata.sha)]),
  );
  const versionEntry = kvEntry(VERSION_KEY, version);
  entries.push({ ...versionEntry, metadata: { ...versionEntry.metadata, parts } });
  return { entries, problems, pages, site, languageSites: languages.sites, parsed, catalogue };
}
