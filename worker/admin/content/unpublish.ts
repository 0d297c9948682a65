import { linksIn } from "../../../client/content/link-fields.ts";
import { indexEntry, type PageIndex, type PageIndexEntry } from "../../../client/content/page-index.ts";
import { LANGUAGES, pageSchema, type Page } from "../../../client/content/page-schema.ts";
import type { PageProblem } from "../../../client/content/served-page.ts";
import { ContentError, parseContent } from "../../../client/content/validate.ts";
import { CATALOGUE_KEY, docKey, NOT_FOUND_PATH, PAGE_INDEX_KEY, pageKey, siteKey } from "../../content/keys.ts";
import { linkTarget } from "../../content/link-targets.ts";
import { EditorStore } from "./editor-store.ts";
import { indexCatalogue } from "./index-catalogue.ts";
import { getMany } from "./kv-read.ts";
import { keepOriginal } from "./page-history.ts";
import { bumpContentVersion, putDocument, putMarked } from "./kv-write.ts";
import { readAllRedirects } from "./redirect-table.ts";

export type UnpublishResult =
  | { ok: true; unpublishedAt: string; version: string; path: string; page: Page }
  | { ok: false; status: 404 | 409; problems: PageProblem[] };

/** Pages the site cannot do without (the sync requires them too). */
export const REQUIRED_PATHS = new Set(["/", NOT_FOUND_PATH]);

function refused(status: 404 | 409, problems: PageProblem[]): UnpublishResult {
  return { ok: false, status, problems };
}

/** Published documents by id, read in bulk. */
async function publishedDocs(kv: KVNamespace, entries: PageIndexEntry[]): Promise<Map<string, Page>> {
  const values = await getMany(
    kv,
    entries.map((e) => docKey(e.id)),
    "json",
  );
  const docs = new Map<string, Page>();
  for (const entry of entries) {
    const raw = values.get(docKey(entry.id));
    if (raw === undefined) continue;
    try {
      docs.set(entry.id, parseContent(pageSchema, raw, `KV CONTENT ${docKey(entry.id)}`));
    } catch (error) {
      // A broken document is not this page's business: its links simply cannot be read.
      if (!(error instanceof ContentError)) throw error;
    }
  }
  return docs;
}

const leadsTo = (path: string) => (href: string) => linkTarget(href)?.path === path;

/**
 * What would break if the page at `path` went offline: published pages and site settings
 * (header, footer) that link to it, redirects that lead to it, and translations that name it.
 * Pure over what was read, so each rule is tested on its own.
 */
export function unpublishProblems(input: {
  id: string;
  path: string;
  index: PageIndex;
  docs: ReadonlyMap<string, Page>;
  siteSettings: readonly { language: string; settings: unknown }[];
  redirects: readonly { source: string; destination: string }[];
}): PageProblem[] {
  const { id, path, index } = input;
  const to = leadsTo(path);
  // The header and footer, translations and redirects first: few, and they matter most.
  const problems: PageProblem[] = [];
  for (const { language, settings } of input.siteSettings) {
    if (linksIn(settings).some(to))
      problems.push({
        field: "links",
        message: `the site settings of pages in ${language} (header or footer) link here: change that link first`,
      });
  }
  // Translations: the catalogue's own problems once this page is a draft, that were not there before.
  const before = new Set(indexCatalogue(index).problems);
  const after = index.map((e) => (e.id === id ? { ...e, head: { ...e.head, status: "DRAFT" as const } } : e));
  for (const problem of indexCatalogue(after).problems) {
    if (!before.has(problem))
      problems.push({ field: "translations", message: `${problem}: remove the translation from that page first` });
  }
  for (const redirect of input.redirects) {
    if (to(redirect.destination))
      problems.push({
        field: "redirects",
        message: `the redirect from ${redirect.source} leads here: change or delete it in Redirects first`,
      });
  }
  for (const entry of index) {
    if (entry.id === id || entry.head.status !== "PUBLISHED" || entry.path === null) continue;
    const doc = input.docs.get(entry.id);
    if (doc && linksIn(doc.blocks).some(to)) {
      problems.push({
        field: "links",
        message: `"${entry.head.name}" (${entry.path}) links here: change or remove that link first`,
      });
    }
  }
  return problems;
}

/**
 * What would lead visitors to a missing page if the page `id` left `path`: unpublishProblems
 * over the published documents, the site settings and the redirects, read in bulk.
 */
export async function offlineProblems(
  env: { CONTENT: KVNamespace; REDIRECTS: KVNamespace },
  id: string,
  path: string,
  index: PageIndex,
): Promise<PageProblem[]> {
  const others = index.filter((e) => e.id !== id && e.head.status === "PUBLISHED");
  const [docs, redirects, siteSettings] = await Promise.all([
    publishedDocs(env.CONTENT, others),
    readAllRedirects(env.REDIRECTS),
    Promise.all(
      LANGUAGES.map(async (language) => ({ language, settings: await env.CONTENT.get(siteKey(language), "json") })),
    ),
  ]);
  return unpublishProblems({
    id,
    path,
    index,
    docs,
    siteSettings,
    redirects: redirects.filter((r) => r.problem === null),
  });
}

/**
 * Takes a published page offline from the editor: its document becomes a draft again (kept,
 * with its history, to publish later), its key by path is deleted so the path answers 404,
 * the page index and the catalogue (listings, translations, sitemap) are rewritten, and a
 * new content version is written last, as publishing does. Refused while the home or 404
 * page is asked for, or while links, redirects or translations still lead to the page.
 */
export async function unpublishPage(
  env: { CONTENT: KVNamespace; REDIRECTS: KVNamespace },
  id: string,
  now = new Date(),
): Promise<UnpublishResult> {
  const store = new EditorStore(env.CONTENT);
  const index = await store.index();
  const entry = index.find((e) => e.id === id);
  const doc = entry ? await store.doc(id) : null;
  if (!entry || !doc) return refused(404, [{ field: "page", message: "no such page" }]);
  if (entry.head.status !== "PUBLISHED" || entry.path === null) {
    return refused(409, [
      {
        field: "status",
        message:
          entry.path === null
            ? "a layout page is never served on its own: there is nothing to take offline"
            : "this page is not published",
      },
    ]);
  }
  const path = entry.path;
  if (REQUIRED_PATHS.has(path))
    return refused(409, [
      { field: "slug", message: `the site always needs its ${path === "/" ? "home" : "404"} page` },
    ]);

  const problems = await offlineProblems(env, id, path, index);
  if (problems.length > 0) return refused(409, problems);

  const page: Page = { ...doc, status: "DRAFT" };
  const nextEntry = indexEntry(id, entry.file, page);
  const nextIndex = index.map((e) => (e.id === id ? nextEntry : e));
  const { catalogue } = indexCatalogue(nextIndex);

  const stamp = now.toISOString();
  const kv = env.CONTENT;
  await keepOriginal(kv, id, entry.file, now);
  await putDocument(kv, docKey(id), page, stamp, { file: entry.file });
  await kv.delete(pageKey(path));
  await putMarked(kv, PAGE_INDEX_KEY, JSON.stringify(nextIndex), stamp);
  await putDocument(kv, CATALOGUE_KEY, catalogue, stamp);
  const version = await bumpContentVersion(kv, `unpublish ${id} ${path}`, stamp);
  return { ok: true, unpublishedAt: stamp, version, path, page };
}
