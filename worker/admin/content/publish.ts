import type { HistoryItem } from "../../../client/admin/api-types.ts";
import { pageIdOf } from "../../../client/content/catalogue-build.ts";
import { LISTED_TYPES, type ListedType } from "../../../client/content/catalogue.ts";
import { indexEntry, pageFileName, type PageIndexEntry } from "../../../client/content/page-index.ts";
import { pageSchema, type Page } from "../../../client/content/page-schema.ts";
import { pageTypeProblems } from "../../../client/content/page-type-blocks.ts";
import { servedPageProblems, type PageProblem } from "../../../client/content/served-page.ts";
import { ContentError, parseContent } from "../../../client/content/validate.ts";
import { CATALOGUE_KEY, docKey, historyKey, PAGE_INDEX_KEY, pageKey } from "../../content/keys.ts";
import { normaliseRedirectPath } from "../../redirects/rules.ts";
import { brokenLinkProblems } from "./broken-links.ts";
import { EditorStore } from "./editor-store.ts";
import { keepOriginal, keepPublished } from "./page-history.ts";
import { indexCatalogue, publishedPaths } from "./index-catalogue.ts";
import { bumpContentVersion, putDocument, putMarked, sha256Hex } from "./kv-write.ts";

export type PublishResult =
  | { ok: true; publishedAt: string; version: string; path: string | null; page: Page; entry: HistoryItem }
  | { ok: false; problems: PageProblem[] };

function refused(problems: PageProblem[]): PublishResult {
  return { ok: false, problems };
}

/** Validates what the editor sent as a page: its fields, then the blocks its type allows. */
export function checkPage(input: unknown): { page: Page } | { problems: PageProblem[] } {
  try {
    const page = parseContent(pageSchema, input, "page");
    const problems = pageTypeProblems(page);
    return problems.length > 0 ? { problems } : { page };
  } catch (error) {
    if (error instanceof ContentError) return { problems: error.problems };
    throw error;
  }
}

/**
 * Publishes a page from the editor, writing what a sync of the same files would: its
 * document by id, its key by path (removed when it is a draft again), the page index, the
 * catalogue rebuilt with the sync's own builder, and a new content version written last, so
 * the public site shows it within EDGE_CACHE_SECONDS. Every published version is kept in
 * the page's history with its author, after the files' version the first time (page-history.ts). Refused, with problems at field paths, when the page is not valid, its
 * path is taken or redirected, a link of it leads nowhere, or the catalogue would break (a
 * translation that is missing).
 */
export async function publishPage(
  env: { CONTENT: KVNamespace; REDIRECTS: KVNamespace },
  id: string,
  input: unknown,
  author: string,
  now = new Date(),
): Promise<PublishResult> {
  const checked = checkPage(input);
  if ("problems" in checked) return refused(checked.problems);
  const page: Page = { ...checked.page, status: "PUBLISHED" };
  if ((await pageIdOf(page)) !== id)
    return refused([
      { field: "slug", message: "the type, language and slug of a page cannot change: create a new page instead" },
    ]);
  // Listed pages are sorted newest first: one published without a date gets today's.
  if ((LISTED_TYPES as readonly string[]).includes(page.type) && !page.publishedAt)
    page.publishedAt = now.toISOString().slice(0, 10);

  const store = new EditorStore(env.CONTENT);
  const index = await store.index();
  const previous = index.find((entry) => entry.id === id);
  const entry: PageIndexEntry = indexEntry(id, previous?.file ?? pageFileName(page), page);
  const problems: PageProblem[] = entry.path === null ? [] : servedPageProblems(page);
  if (entry.path !== null) {
    const clash = index.find(
      (other) => other.id !== id && other.path === entry.path && other.head.status === "PUBLISHED",
    );
    if (clash)
      problems.push({ field: "slug", message: `the path ${entry.path} is already the page "${clash.head.name}"` });
    const redirect = await env.REDIRECTS.get(normaliseRedirectPath(entry.path));
    if (redirect !== null)
      problems.push({
        field: "slug",
        message: `${entry.path} is redirected elsewhere (Redirects): visitors would never reach this page`,
      });
  }
  const titleClash = index.find(
    (other) =>
      other.id !== id &&
      other.head.status === "PUBLISHED" &&
      other.head.type !== "layout" &&
      other.head.meta.title.trim().toLowerCase() === page.meta.title.trim().toLowerCase(),
  );
  if (titleClash && page.type !== "layout")
    problems.push({
      field: "meta.title",
      message: `"${page.meta.title}" is already the title of "${titleClash.head.name}"; titles must be unique`,
    });

  const nextIndex = previous ? index.map((e) => (e.id === id ? entry : e)) : [...index, entry];
  const { catalogue, problems: catalogueProblems } = indexCatalogue(nextIndex, (e) =>
    e.id === id ? "this page" : `"${e.head.name}"`,
  );
  // Only problems this page causes stop it; others were there before and a sync reports them.
  for (const problem of catalogueProblems.filter((p) => p.startsWith("this page"))) {
    const [, field = "", message = problem] = /^this page: ([^:]+): (.*)$/.exec(problem) ?? [];
    problems.push({ field, message });
  }
  // Internal links must lead somewhere once this page is published (the build checks the same).
  problems.push(...(await brokenLinkProblems(page.blocks, "blocks", publishedPaths(nextIndex), env.REDIRECTS)));
  if (problems.length > 0) return refused(problems);

  const stamp = now.toISOString();
  const kv = env.CONTENT;
  await keepOriginal(kv, id, entry.file, now);
  const item = await keepPublished(kv, id, page, author, stamp);
  // Stamped as validated, as a sync writes them (docs/architecture.md, "Validate once, read fast").
  const value = await putDocument(kv, docKey(id), page, stamp, { file: entry.file });
  if (entry.path !== null) await putDocument(kv, pageKey(entry.path), page, stamp);
  await putMarked(kv, PAGE_INDEX_KEY, JSON.stringify(nextIndex), stamp);
  await putDocument(kv, CATALOGUE_KEY, catalogue, stamp);
  const version = await bumpContentVersion(kv, `${historyKey(id, stamp)}\n${await sha256Hex(value)}`, stamp);
  await store.deleteDraft(id);
  return { ok: true, publishedAt: stamp, version, path: entry.path, page, entry: item };
}

/** The listed types a layout page orders (for the card ordering controls). */
export function isListedType(type: string): type is ListedType {
  return (LISTED_TYPES as readonly string[]).includes(type);
}
