/** The three price currencies of the site (spec part 1 §9: euros, dollars, pounds). */
export const CURRENCIES = ["euros", "dollars", "pounds"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Where the chosen currency came from: the `currency` query, the country, or the default. */
export type CurrencySource = "query" | "country" | "default";

export const ISO_CODES: Record<Currency, "EUR" | "USD" | "GBP"> = {
  euros: "EUR",
  dollars: "USD",
  pounds: "GBP",
};

export const CURRENCY_NAMES: Record<Currency, string> = {
  euros: "euros",
  dollars: "US dollars",
  pounds: "pounds sterling",
};

const formatters = new Map<Currency, Intl.NumberFormat>();

/**
 * A price for display: whole amounts without decimals.
 * @example formatPrice(49, "pounds") // "£49"
 */
export function formatPrice(amount: number, currency: Currency): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en", {
      style: "currency",
      currency: ISO_CODES[currency],
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
