import { LANGUAGES, type Language } from "../content/languages.ts";

/**
 * docs/languages.md, the first visit: the language to suggest to a visitor on a page in
 * `pageLanguage`, from the browser's preferred languages (navigator.languages, best first):
 * the first of them the site has, when it is not the page's language and the page has a
 * translation in it. Null when there is nothing to suggest.
 * @example suggestedLanguage(["de-CH", "en"], "en", ["de", "fr"]) // "de"
 * @example suggestedLanguage(["en-GB", "de"], "en", ["de", "fr"]) // null: English comes first
 */
export function suggestedLanguage(
  preferred: readonly string[],
  pageLanguage: Language,
  translations: readonly Language[],
): Language | null {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split("-")[0] as Language;
    if (!(LANGUAGES as readonly string[]).includes(base)) continue;
    return base !== pageLanguage && translations.includes(base) ? base : null;
  }
  return null;
}
