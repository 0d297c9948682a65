/**
 * The pricing currency rule (docs/pricing.md, "The visitor's country and the currency"):
 * the `currency` query parameter wins; otherwise the visitor's country decides:
 * pounds for the six pound countries, euros for the 21 euro-area countries and while
 * the country is unknown, dollars everywhere else.
 */

import type { Currency, CurrencySource } from "../../client/pricing/currency.ts";

export interface CurrencyChoice {
  currency: Currency;
  source: CurrencySource;
}

/** docs/pricing.md: six pound countries. */
export const POUND_COUNTRIES: ReadonlySet<string> = new Set(["GB", "JE", "GG", "IM", "GI", "GS"]);

/**
 * docs/pricing.md: the euro area. The original business constant had 19 codes, the members
 * before Croatia adopted the euro (1 January 2023) and Bulgaria (1 January 2026); both are
 * added, so that their visitors see euro prices.
 */
export const EURO_COUNTRIES: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
]);

/** A Map, not an object: "__proto__" or "constructor" in the query must find nothing (docs/security.md). */
const QUERY_ALIASES: ReadonlyMap<string, Currency> = new Map([
  ["euros", "euros"],
  ["euro", "euros"],
  ["eur", "euros"],
  ["dollars", "dollars"],
  ["dollar", "dollars"],
  ["usd", "dollars"],
  ["pounds", "pounds"],
  ["pound", "pounds"],
  ["gbp", "pounds"],
]);

/** Reads a `currency` query value: the option names (docs/pricing.md) or ISO codes, any case. */
export function parseCurrencyParam(value: string | null | undefined): Currency | null {
  if (!value) return null;
  return QUERY_ALIASES.get(value.trim().toLowerCase()) ?? null;
}

/** The currency for a country code (alpha-2, upper case) or null when unknown. */
export function currencyForCountry(country: string | null): Currency {
  if (country === null) return "euros";
  if (POUND_COUNTRIES.has(country)) return "pounds";
  if (EURO_COUNTRIES.has(country)) return "euros";
  return "dollars";
}

/**
 * Chooses the currency for one request.
 * @example chooseCurrency({ query: null, country: "GB" }) // { currency: "pounds", source: "country" }
 */
export function chooseCurrency(input: { query: string | null; country: string | null }): CurrencyChoice {
  const fromQuery = parseCurrencyParam(input.query);
  if (fromQuery) return { currency: fromQuery, source: "query" };
  if (input.country === null) return { currency: "euros", source: "default" };
  return { currency: currencyForCountry(input.country), source: "country" };
}
