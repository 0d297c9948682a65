import de from "i18n-iso-countries/langs/de.json" with { type: "json" };
import fr from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import type { Language } from "../content/languages.ts";
import { COUNTRIES, type CountryOption } from "./countries.ts";

const NAMES: Record<Exclude<Language, "en">, Record<string, string | string[]>> = {
  de: de.countries,
  fr: fr.countries,
};

/**
 * The tools' countries named in a German or French page's language (i18n-iso-countries,
 * the short common name first) and sorted as that language sorts, for a demo's country
 * select; null for English, whose list the island already has (countries.ts). The server
 * passes it in the island's props, so German and French names cost English pages nothing.
 * @example countriesIn("de")?.find((c) => c.code === "DE")?.name // "Deutschland"
 */
export function countriesIn(language: Language): CountryOption[] | null {
  if (language === "en") return null;
  const names = NAMES[language];
  return COUNTRIES.map(({ code, name }) => {
    const local = names[code];
    return { code, name: (Array.isArray(local) ? local[0] : local) ?? name };
  }).sort((a, b) => a.name.localeCompare(b.name, language));
}
