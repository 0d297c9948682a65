import type { Language } from "../content/page-schema.ts";
import { countriesIn, type CountryNames } from "../i18n/country-names.ts";
import { INDUSTRIES_EN, INDUSTRIES_FR, TIMEFRAMES } from "../forms/options.ts";
import type { Option } from "./props.ts";
import type { FunnelTexts } from "./texts.ts";

/**
 * The country select in the page's language (names from i18n-iso-countries, given with the
 * page's catalogue), sorted as that language sorts; the value sent is always the common
 * English name (docs/leads.md).
 */
export function countryOptions(language: Language, names: CountryNames | undefined): Option[] {
  const english = new Map(countriesIn("en", undefined).map((c) => [c.code, c.name]));
  return countriesIn(language, names).map(({ code, name }) => ({ value: english.get(code) ?? name, label: name }));
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
