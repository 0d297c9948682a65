import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from "./currency.ts";

/** A price in each currency, as an editor fills them in (any may be missing). */
export type PricesByCurrency = Partial<Record<Currency, number | null | undefined>>;

/** The currencies whose price is missing, in the site's currency order (euros, dollars, pounds). */
export function missingPrices(prices: PricesByCurrency): Currency[] {
  return CURRENCIES.filter((currency) => typeof prices[currency] !== "number" || !Number.isFinite(prices[currency]));
}

/**
 * docs/pricing.md: the currency validation message, "Missing prices:" followed by the
 * missing currency symbols.
 * @example missingPricesMessage(["dollars", "pounds"]) // "Missing prices: $, £"
 */
export function missingPricesMessage(missing: readonly Currency[]): string {
  return `Missing prices: ${missing.map((currency) => CURRENCY_SYMBOLS[currency]).join(", ")}`;
}

/**
 * The validation message for a geolocated price, or null when every currency has one
 * (a geolocated card shows each visitor the price in their own currency, so it needs all three).
 */
export function geolocatedPricesProblem(prices: PricesByCurrency): string | null {
  const missing = missingPrices(prices);
  return missing.length === 0 ? null : missingPricesMessage(missing);
}
