import de from "i18n-iso-countries/langs/de.json" with { type: "json" };
import fr from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import type { Language } from "../content/languages.ts";
import { messages } from "../i18n/catalogue.ts";
import { COUNTRIES, type CountryOption } from "./countries.ts";
import type { ToolLanguage } from "./tool-language.tsx";

const NAMES: Partial<Record<Language, Record<string, string | string[]>>> = { de: de.countries, fr: fr.countries };
const lists = new Map<Language, readonly CountryOption[]>();

/** Every country named in `language` (i18n-iso-countries), sorted as that language sorts. */
function countriesIn(language: Language): readonly CountryOption[] {
  let list = lists.get(language);
  if (!list) {
    const names = NAMES[language];
    list = COUNTRIES.map(({ code, name }) => {
      const local = names?.[code];
      return { code, name: (Array.isArray(local) ? local[0] : local) ?? name };
    }).sort((a, b) => a.name.localeCompare(b.name, language));
    lists.set(language, list);
  }
  return list;
}

/** What a tool or demo island is given of the page's language (server only: it holds every language). */
export function toolLanguage(language: Language): ToolLanguage {
  const { tools, demos } = messages(language);
  return language === "en" ? { language, tools, demos } : { language, tools, demos, countries: countriesIn(language) };
}

/**
 * The `page` prop of a tool or demo island: none on English pages, whose islands carry the
 * English words in their code already (so English pages' HTML does not grow).
 */
export function toolLanguageProp(language: Language): { page?: ToolLanguage } {
  return language === "en" ? {} : { page: toolLanguage(language) };
}
