/** Key names in the CONTENT namespace, shared by the Worker and scripts/kv-sync.ts. */

/** A hash of everything synced; rendered pages are cached per version. Written last. */
export const VERSION_KEY = "version";
/** Site settings (header, footer). */
export const SITE_KEY = "site";
/** The page catalogue (translations, listings, sitemap): client/content/catalogue.ts. */
export const CATALOGUE_KEY = "catalogue";
/** The page served with status 404. */
export const NOT_FOUND_PATH = "/404";

/** A published page, by its public path: "page:/products/localities". */
export function pageKey(path: string): string {
  return `page:${path}`;
}
