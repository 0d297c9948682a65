import type { Language } from "../content/languages.ts";
import { pricingWords } from "./pricing-words.ts";

/** The three price currencies of the site (docs/pricing.md: euros, dollars, pounds). */
export const CURRENCIES = ["euros", "dollars", "pounds"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Where the chosen currency came from: the `currency` query, the country, or the default. */
export type CurrencySource = "query" | "country" | "default";

export const ISO_CODES: Record<Currency, "EUR" | "USD" | "GBP"> = {
  euros: "EUR",
  dollars: "USD",
  pounds: "GBP",
};

/** The symbol shown before an amount (and in the editor's "Missing prices:" message). */
export const CURRENCY_SYMBOLS: Record<Currency, "€" | "$" | "£"> = {
  euros: "€",
  dollars: "$",
  pounds: "£",
};

const LOCALES: Record<Language, string> = { en: "en", de: "de-DE", fr: "fr-FR" };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, cents: boolean, language: Language): Intl.NumberFormat {
  const key = `${currency}:${cents}:${language}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALES[language], {
      style: "currency",
      currency: ISO_CODES[currency],
      maximumFractionDigits: cents ? 2 : 0,
      minimumFractionDigits: cents ? 2 : 0,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A price for display in the page's language: whole amounts without decimals, others with
 * two (never "€0.6"); German and French write the symbol after the amount.
 * @example formatPrice(49, "pounds") // "£49"
 * @example formatPrice(0.6, "euros") // "€0.60"
 * @example formatPrice(49, "euros", "de") // "49 €"
 */
export function formatPrice(amount: number, currency: Currency, language: Language = "en"): string {
  const cents = Math.round(amount * 100);
  return formatter(currency, cents % 100 !== 0, language).format(cents / 100);
}

/** The currency's name in a language ("pounds sterling", "Pfund Sterling"). */
export function currencyName(currency: Currency, language: Language = "en"): string {
  return pricingWords(language).currencyNames[currency];
}

/**
 * Why the prices are in this currency (docs/pricing.md: query, then country, then euros).
 * @example currencyNote("pounds", "country") // "Prices in pounds sterling (GBP), based on your location."
 */
export function currencyNote(currency: Currency, source: CurrencySource, language: Language = "en"): string {
  return pricingWords(language).pricesIn(`${currencyName(currency, language)} (${ISO_CODES[currency]})`, source);
}
