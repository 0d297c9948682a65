import type { Language } from "../../content/languages.ts";
import { pricingWords } from "../pricing-words.ts";

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

/** "1 credit" / "2 credits" / "0.5 credits", in the page's language. */
export function creditsLabel(credits: number, language: Language = "en"): string {
  return pricingWords(language).simulator.credits(credits, formatCount(credits, language));
}
