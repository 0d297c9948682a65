import { pageIdOf } from "../../../client/content/catalogue-build.ts";
import { indexEntry, type PageIndex, type PageIndexEntry } from "../../../client/content/page-index.ts";
import { pagePath } from "../../../client/content/page-path.ts";
import { SLUG_MESSAGE, SLUG_RE, type Page } from "../../../client/content/page-schema.ts";
import type { PageProblem } from "../../../client/content/served-page.ts";
import { CATALOGUE_KEY, docKey, PAGE_INDEX_KEY, pageKey } from "../../content/keys.ts";
import { normaliseRedirectPath } from "../../redirects/rules.ts";
import { EditorStore, type Draft } from "./editor-store.ts";
import { indexCatalogue } from "./index-catalogue.ts";
import { bumpContentVersion, putDocument, putMarked } from "./kv-write.ts";
import { keepOriginal, keepPublished, moveHistory } from "./page-history.ts";
import { redirectsForRename, type RedirectChange } from "./rename-redirects.ts";
import { offlineProblems, REQUIRED_PATHS } from "./unpublish.ts";

export interface RenameEnv {
  CONTENT: KVNamespace;
  REDIRECTS: KVNamespace;
  ASSETS: Fetcher;
  MEDIA: R2Bucket;
}

export type RenameResult =
  | { ok: true; id: string; path: string | null; redirects: RedirectChange[] }
  | { ok: false; status: 400 | 404 | 409; problems: PageProblem[] };

function refused(status: 400 | 404 | 409, message: string, field = "slug"): RenameResult {
  return { ok: false, status, problems: [{ field, message }] };
}

interface Loaded {
  index: PageIndex;
  entry: PageIndexEntry | undefined;
  doc: Page | null;
  draft: Draft | null;
  head: Pick<Page, "type" | "language" | "slug" | "name">;
}

async function load(store: EditorStore, id: string): Promise<Loaded | null> {
  const [index, doc, draft] = await Promise.all([store.index(), store.doc(id), store.draft(id)]);
  const page = (doc ?? draft?.page ?? null) as Loaded["head"] | null;
  if (!page) return null;
  return { index, entry: index.find((e) => e.id === id), doc, draft, head: page };
}

/** Why the page cannot take this slug: it is not one, or its address belongs to something else. */
async function targetProblem(
  env: RenameEnv,
  store: EditorStore,
  loaded: Loaded,
  slug: string,
): Promise<{ id: string; path: string | null } | { problem: string }> {
  if (!SLUG_RE.test(slug)) return { problem: SLUG_MESSAGE };
  const { type, language } = loaded.head;
  if (slug === loaded.head.slug) return { problem: "this is the page's slug already" };
  const id = await pageIdOf({ type, language, slug });
  if (loaded.index.some((e) => e.id === id) || (await store.draft(id)))
    return { problem: `a ${type} page "${slug}" in ${language} exists already` };
  const path = pagePath(type, slug, language);
  if (path === null) return { id, path };
  const taken = loaded.index.find((e) => e.path === path && e.head.status === "PUBLISHED");
  if (taken) return { problem: `${path} is already the page "${taken.head.name}"` };
  if ((await env.REDIRECTS.get(normaliseRedirectPath(path))) !== null)
    return { problem: `${path} is redirected elsewhere: remove that redirect first` };
  return { id, path };
}

/** The draft under the new id, its slug changed with the page's. */
async function moveDraft(store: EditorStore, loaded: Loaded, from: string, to: string, slug: string, now: string) {
  if (!loaded.draft) return;
  const page = loaded.draft.page;
  const renamed = page && typeof page === "object" ? { ...(page as object), slug } : page;
  await store.saveDraft(to, renamed, null, now);
  await store.deleteDraft(from);
}

/** Renames a page that is not live: its document, draft, index entry and history move to the new id. */
async function renameUnpublished(
  env: RenameEnv,
  store: EditorStore,
  loaded: Loaded,
  ids: [string, string],
  slug: string,
  now: Date,
) {
  const [from, to] = ids;
  const stamp = now.toISOString();
  const kv = env.CONTENT;
  if (loaded.doc) {
    const page: Page = { ...loaded.doc, slug };
    const file = loaded.entry?.file ?? "";
    await keepOriginal(kv, from, file, now);
    await putDocument(kv, docKey(to), page, stamp, { file });
    const index = loaded.index.map((e) => (e.id === from ? indexEntry(to, e.file, page) : e));
    await putMarked(kv, PAGE_INDEX_KEY, JSON.stringify(index), stamp);
    await kv.delete(docKey(from));
  }
  await moveDraft(store, loaded, from, to, slug, stamp);
  await moveHistory(kv, from, to);
}

/**
 * Renames a live page: it is published at the new path (a history entry by `author`), its
 * old path answers 404 or, with `redirect`, redirects to the new one (redirects that led to
 * the old path lead to the new one), and the index, the catalogue and the version are
 * rewritten as publishing does.
 */
async function renamePublished(
  env: RenameEnv,
  store: EditorStore,
  loaded: Loaded & { doc: Page; entry: PageIndexEntry },
  target: { ids: [string, string]; path: string; slug: string },
  options: { redirect: boolean; author: string; now: Date },
): Promise<RenameResult> {
  const [from, to] = target.ids;
  const oldPath = loaded.entry.path as string;
  if (REQUIRED_PATHS.has(oldPath)) return refused(409, `the site always needs its page at ${oldPath}`);
  const page: Page = { ...loaded.doc, slug: target.slug };
  const nextIndex = loaded.index.map((e) => (e.id === from ? indexEntry(to, e.file, page) : e));
  const before = new Set(indexCatalogue(loaded.index).problems);
  const problems: PageProblem[] = indexCatalogue(nextIndex)
    .problems.filter((p) => !before.has(p))
    .map((message) => ({ field: "translations", message: `${message}: change that translation first` }));
  const plan = options.redirect
    ? await redirectsForRename(env, nextIndex, oldPath, target.path)
    : { changes: [], problems: await offlineProblems(env, from, oldPath, loaded.index) };
  problems.push(...plan.problems);
  if (problems.length > 0) return { ok: false, status: 409, problems };

  const stamp = options.now.toISOString();
  const kv = env.CONTENT;
  await keepOriginal(kv, from, loaded.entry.file, options.now);
  await moveHistory(kv, from, to);
  await keepPublished(kv, to, page, options.author, stamp);
  await putDocument(kv, docKey(to), page, stamp, { file: loaded.entry.file });
  await putDocument(kv, pageKey(target.path), page, stamp);
  for (const change of plan.changes)
    await putMarked(env.REDIRECTS, change.source, JSON.stringify(change.target), stamp);
  await kv.delete(pageKey(oldPath));
  await kv.delete(docKey(from));
  await putMarked(kv, PAGE_INDEX_KEY, JSON.stringify(nextIndex), stamp);
  await putDocument(kv, CATALOGUE_KEY, indexCatalogue(nextIndex).catalogue, stamp);
  await moveDraft(store, loaded, from, to, target.slug, stamp);
  await bumpContentVersion(kv, `rename ${from} ${oldPath} ${target.path}`, stamp);
  return { ok: true, id: to, path: target.path, redirects: plan.changes };
}

/**
 * Gives a page a new slug (docs/editor.md, "Changing a page's address"). The page id follows
 * the slug, so its document, draft and history move to the new id; its file under content/
 * stays the same, so `content:pull` writes the renamed page over it.
 */
export async function renamePage(
  env: RenameEnv,
  id: string,
  input: { slug: string; redirect: boolean },
  author: string,
  now = new Date(),
): Promise<RenameResult> {
  const store = new EditorStore(env.CONTENT);
  const loaded = await load(store, id);
  if (!loaded) return refused(404, "no such page", "page");
  if (loaded.entry?.locked || loaded.head.type === "layout")
    return refused(409, "a layout page's address is fixed: card listings find it by its slug");
  const target = await targetProblem(env, store, loaded, input.slug);
  if ("problem" in target) return refused(409, target.problem);
  const live = loaded.doc?.status === "PUBLISHED" && loaded.entry?.path;
  if (live && loaded.doc && loaded.entry && target.path)
    return renamePublished(
      env,
      store,
      { ...loaded, doc: loaded.doc, entry: loaded.entry },
      { ids: [id, target.id], path: target.path, slug: input.slug },
      { redirect: input.redirect, author, now },
    );
  await renameUnpublished(env, store, loaded, [id, target.id], input.slug, now);
  return { ok: true, id: target.id, path: target.path, redirects: [] };
}
