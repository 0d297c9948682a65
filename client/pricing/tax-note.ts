import type { Messages } from "../i18n/messages.ts";
import type { Currency } from "./currency.ts";

/**
 * How prices are stated about tax, by currency (docs/pricing.md): euro and pound prices
 * exclude VAT; dollar prices are plus applicable taxes (US sales tax is not VAT). It depends
 * only on the currency, which the render cache already varies by.
 * @example taxNote("dollars", en.pricing) // "Prices are plus applicable taxes."
 */
export function taxNote(currency: Currency, texts: Messages["pricing"]): string {
  return currency === "dollars" ? texts.tax.dollarsNote : texts.tax.vatNote;
}

/** The same rule inside a sentence: "excluding VAT" or "plus applicable taxes". */
export function taxPhrase(currency: Currency, texts: Messages["pricing"]): string {
  return currency === "dollars" ? texts.tax.dollarsPhrase : texts.tax.vatPhrase;
}
