/** Key names in the CONTENT namespace, shared by the Worker and scripts/kv-sync.ts. */

/**
 * A hash of everything synced; rendered pages are cached per version. Written last. Its
 * KV metadata carries `parts`: a hash of each document every page needs (site settings,
 * the catalogue), so that a new version that leaves them unchanged reuses them.
 */
export const VERSION_KEY = "version";

/** Documents every page reads, kept by their own hash across content versions. */
export function isSharedKey(key: string): boolean {
  return key === SITE_KEY || key.startsWith(`${SITE_KEY}:`) || key === CATALOGUE_KEY;
}
/** Site settings (header, footer) of English pages. */
export const SITE_KEY = "site";

/** Site settings of pages in a language: "site" for English, "site:de" for German. */
export function siteKey(language: string): string {
  return language === "en" ? SITE_KEY : `${SITE_KEY}:${language}`;
}
/** The page catalogue (translations, listings, sitemap): client/content/catalogue.ts. */
export const CATALOGUE_KEY = "catalogue";
/** The page served with status 404. */
export const NOT_FOUND_PATH = "/404";

/** A published page, by its public path: "page:/products/localities". */
export function pageKey(path: string): string {
  return `page:${path}`;
}

/** The page index (client/content/page-index.ts): every page's head, drafts and layouts included. */
export const PAGE_INDEX_KEY = "pages";

/** A page's document as last synced or published, by page id (drafts and layout pages too). */
export function docKey(id: string): string {
  return `doc:${id}`;
}

/**
 * Keys only the editor writes: auto-saved drafts and published versions. A sync never
 * deletes them (scripts/lib/kv-entries.ts), since no file holds them.
 */
export const DRAFT_PREFIX = "draft:";
export const HISTORY_PREFIX = "history:";
export const EDITOR_ONLY_PREFIXES = [DRAFT_PREFIX, HISTORY_PREFIX] as const;

/**
 * Pages the Worker pre-rendered (worker/pages/prerender-store.ts): written by the Worker, each
 * stamped with what it was rendered from and expiring by itself; a sync leaves them.
 */
export const PRERENDER_PREFIX = "render:";

/** The pre-rendered page at a path: "render:/pricing". */
export function prerenderKey(path: string): string {
  return `${PRERENDER_PREFIX}${path}`;
}

/** A page's auto-saved draft in the editor. */
export function draftKey(id: string): string {
  return `${DRAFT_PREFIX}${id}`;
}

/** One published version of a page: its time (ISO 8601) sorts the history. */
export function historyKey(id: string, publishedAt: string): string {
  return `${HISTORY_PREFIX}${id}:${publishedAt}`;
}
