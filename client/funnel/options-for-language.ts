import de from "i18n-iso-countries/langs/de.json" with { type: "json" };
import fr from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import type { Language } from "../content/page-schema.ts";
import { INDUSTRIES_EN, INDUSTRIES_FR, TIMEFRAMES } from "../forms/options.ts";
import { COUNTRIES } from "../tools/countries.ts";
import type { Option } from "./props.ts";
import type { FunnelTexts } from "./texts.ts";

const COUNTRY_NAMES: Partial<Record<Language, Record<string, string | string[]>>> = {
  de: de.countries,
  fr: fr.countries,
};

/**
 * The country select in the page's language (names from i18n-iso-countries), sorted as that
 * language sorts; the value sent is always the English name (client/forms/options.ts).
 */
export function countryOptions(language: Language): Option[] {
  const names = COUNTRY_NAMES[language];
  return COUNTRIES.map(({ code, name }) => {
    const local = names?.[code];
    return { value: name, label: (Array.isArray(local) ? local[0] : local) ?? name };
  }).sort((a, b) => a.label.localeCompare(b.label, language));
}

/** docs/leads.md: the French page sends the French values; English and German pages the English ones. */
export function industryOptions(language: Language, texts: FunnelTexts): Option[] {
  const values = language === "fr" ? INDUSTRIES_FR : INDUSTRIES_EN;
  return values.map((value, i) => ({ value, label: texts.industries[i] ?? value }));
}

/** docs/leads.md: the English values, labels in the page's language. */
export function timeframeOptions(texts: FunnelTexts): Option[] {
  return TIMEFRAMES.map((value, i) => ({ value, label: texts.timeframes[i] ?? value }));
}
