/** Key names in the CONTENT namespace, shared by the Worker and scripts/kv-sync.ts. */

/** A hash of everything synced; rendered pages are cached per version. Written last. */
export const VERSION_KEY = "version";
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
