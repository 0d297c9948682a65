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
