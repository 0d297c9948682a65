import type { Catalogue } from "../content/catalogue.ts";
import type { Language } from "../content/languages.ts";

/** What the link rule knows of one page: its language and the paths of its translations. */
export interface PageLanguage {
  language: Language;
  translations: Partial<Record<Language, string>>;
}

/** Every published page by its path (built on the server from the page catalogue; plain data). */
export type LanguageIndex = Readonly<Record<string, PageLanguage>>;

/** A link as the rule gives it: where it leads, and the language of that page when it is not the page's own. */
export interface LocalLink {
  href: string;
  hrefLang?: Language;
}

const indexes = new WeakMap<Catalogue, LanguageIndex>();

/** The language index of a catalogue, built once per catalogue object (the store keeps one per content version). */
export function languageIndex(catalogue: Catalogue): LanguageIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const built: Record<string, PageLanguage> = {};
    for (const entry of catalogue.pages)
      built[entry.url] = {
        language: entry.language,
        translations: Object.fromEntries(entry.translations.map((t) => [t.language, t.url])),
      };
    index = built;
    indexes.set(catalogue, index);
  }
  return index;
}

/**
 * docs/languages.md, links stay in the language: a link on a page in `language` to a page of
 * this site in another language leads to that page's translation in `language` when there is
 * one (its query and fragment kept), else to the page as written, marked with the language
 * it is in (`hreflang`). Links to pages in the page's own language, to other sites and to
 * paths that are not pages (files, the API) are left as they are.
 * @example localLink("/policies/privacy", "de", index) // { href: "/rechtliches/datenschutz" }
 * @example localLink("/blog", "de", index) // { href: "/blog", hrefLang: "en" }
 */
export function localLink(href: string, language: Language, index: LanguageIndex | undefined): LocalLink {
  if (!index || !href.startsWith("/") || href.startsWith("//")) return { href };
  const split = /^([^?#]*)(.*)$/s.exec(href);
  const path = split?.[1] ? split[1].replace(/(.)\/+$/, "$1") : "/";
  const rest = split?.[2] ?? "";
  const page = Object.hasOwn(index, path) ? index[path] : undefined;
  if (!page || page.language === language) return { href };
  const translated = page.translations[language];
  return translated ? { href: `${translated}${rest}` } : { href, hrefLang: page.language };
}
