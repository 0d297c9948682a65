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

export const CURRENCY_NAMES: Record<Currency, string> = {
  euros: "euros",
  dollars: "US dollars",
  pounds: "pounds sterling",
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, cents: boolean): Intl.NumberFormat {
  const key = `${currency}:${cents}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat("en", {
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
 * A price for display: whole amounts without decimals, others with two (never "€0.6").
 * @example formatPrice(49, "pounds") // "£49"
 * @example formatPrice(0.6, "euros") // "€0.60"
 */
export function formatPrice(amount: number, currency: Currency): string {
  const cents = Math.round(amount * 100);
  return formatter(currency, cents % 100 !== 0).format(cents / 100);
}

/**
 * Why the prices are in this currency (docs/pricing.md: query, then country, then euros).
 * @example currencyNote("pounds", "country") // "Prices in pounds sterling (GBP), based on your location."
 */
export function currencyNote(currency: Currency, source: CurrencySource): string {
  const name = `${CURRENCY_NAMES[currency]} (${ISO_CODES[currency]})`;
  if (source === "query") return `Prices in ${name}, as you chose.`;
  if (source === "country") return `Prices in ${name}, based on your location.`;
  return `Prices in ${name}. We could not tell where you are, so euros are shown.`;
}
