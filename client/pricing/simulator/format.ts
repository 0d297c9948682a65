import type { Language } from "../../content/languages.ts";
import { fill } from "../../i18n/fill.ts";
import type { Messages } from "../../i18n/messages.ts";

const LOCALES: Record<Language, string> = { en: "en", de: "de-DE", fr: "fr-FR" };
const counts = new Map<Language, Intl.NumberFormat>();

/** 135000 → "135,000" (en), "135.000" (de), "135 000" (fr). */
export function formatCount(value: number, language: Language = "en"): string {
  let format = counts.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language]);
    counts.set(language, format);
  }
  return format.format(value);
}

/** "1 credit" / "2 credits" / "0.5 credits" in English; the language's own plural rule elsewhere ("0,5 crédit"). */
export function creditsLabel(credits: number, language: Language, texts: Messages["pricing"]): string {
  const form = new Intl.PluralRules(LOCALES[language]).select(credits) === "one" ? "one" : "other";
  return fill(texts.credits[form], { count: formatCount(credits, language) });
}
