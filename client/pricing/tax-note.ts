import type { Currency } from "./currency.ts";

/**
 * How prices are stated about tax, by currency (docs/pricing.md): euro and pound prices
 * exclude VAT; dollar prices are plus applicable taxes (US sales tax is not VAT). It depends
 * only on the currency, which the render cache already varies by.
 * @example taxNote("dollars") // "Prices are plus applicable taxes."
 */
export function taxNote(currency: Currency): string {
  return currency === "dollars" ? "Prices are plus applicable taxes." : "Prices exclude VAT.";
}

/** The same rule inside a sentence: "excluding VAT" or "plus applicable taxes". */
export function taxPhrase(currency: Currency): string {
  return currency === "dollars" ? "plus applicable taxes" : "excluding VAT";
}
