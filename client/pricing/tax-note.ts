import type { Language } from "../content/languages.ts";
import type { Currency } from "./currency.ts";
import { pricingWords } from "./pricing-words.ts";

/**
 * How prices are stated about tax, by currency (docs/pricing.md): euro and pound prices
 * exclude VAT; dollar prices are plus applicable taxes (US sales tax is not VAT). It depends
 * only on the currency, which the render cache already varies by, and the page's language.
 * @example taxNote("dollars") // "Prices are plus applicable taxes."
 */
export function taxNote(currency: Currency, language: Language = "en"): string {
  const words = pricingWords(language).taxNote;
  return currency === "dollars" ? words.usTaxes : words.vat;
}

/** The same rule inside a sentence: "excluding VAT" or "plus applicable taxes". */
export function taxPhrase(currency: Currency, language: Language = "en"): string {
  const words = pricingWords(language).taxPhrase;
  return currency === "dollars" ? words.usTaxes : words.vat;
}
