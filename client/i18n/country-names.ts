import type { Language } from "../content/languages.ts";
import { COUNTRIES, type CountryOption } from "../tools/countries.ts";

/** Country names in one language, by ISO 3166-1 alpha-2 code (i18n-iso-countries' first name). */
export type CountryNames = Readonly<Record<string, string>>;

const lists = new WeakMap<CountryNames, readonly CountryOption[]>();

/**
 * Every country named in a page's language, sorted as that language sorts; the English list
 * (client/tools/countries.ts) when no names are given. The German and French names are read
 * with the page's catalogue (worker/i18n/page-messages.ts), not held in the Worker's code.
 */
export function countriesIn(language: Language, names: CountryNames | undefined): readonly CountryOption[] {
  if (!names) return COUNTRIES;
  let list = lists.get(names);
  if (!list) {
    list = COUNTRIES.map(({ code, name }) => ({ code, name: names[code] ?? name })).sort((a, b) =>
      a.name.localeCompare(b.name, language),
    );
    lists.set(names, list);
  }
  return list;
}
