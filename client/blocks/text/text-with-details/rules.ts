import type { DisplayMode } from "../../../page-context.ts";
import type { Currency } from "../../../pricing/currency.ts";

/** The details of one item: plain, or one text per currency. */
export interface DetailsByCurrency<T> {
  textByCurrency: boolean;
  details?: T;
  detailsEuros?: T;
  detailsDollars?: T;
  detailsPounds?: T;
}

const FIELD: Record<Currency, "detailsEuros" | "detailsDollars" | "detailsPounds"> = {
  euros: "detailsEuros",
  dollars: "detailsDollars",
  pounds: "detailsPounds",
};

/**
 * docs/section-library.md, Text With Details currency: the editor chooses it in edit mode
 * (`selectCurrency`); visitors get the one decided on the server from their country
 * (dollars for the US and other dollar regions, euros for the euro region, pounds for the
 * pound region, euros by default: worker/geo/currency.ts).
 */
export function detailsCurrency(
  mode: DisplayMode | undefined,
  selectCurrency: Currency,
  visitorCurrency: Currency,
): Currency {
  return mode === "edit" ? selectCurrency : visitorCurrency;
}

/**
 * docs/section-library.md: with the currency-dependent text option on, the matching details field
 * shows; otherwise the plain details field.
 */
export function detailsFor<T>(item: DetailsByCurrency<T>, currency: Currency): T | undefined {
  return item.textByCurrency ? item[FIELD[currency]] : item.details;
}

/** The currency fields an item with the option on still lacks. */
export function missingCurrencyDetails<T>(item: DetailsByCurrency<T>): string[] {
  if (!item.textByCurrency) return [];
  return Object.values(FIELD).filter((field) => item[field] === undefined);
}

/**
 * docs/section-library.md: an icon and a label are both required to display the article link
 * button (and it needs somewhere to go). Null when the button is not shown.
 */
export function articleButton<I extends string>(item: {
  articleIcon: I | "";
  articleLabel: string;
  url?: string;
}): { icon: I; label: string; url: string } | null {
  const label = item.articleLabel.trim();
  if (item.articleIcon === "" || label === "" || !item.url) return null;
  return { icon: item.articleIcon, label, url: item.url };
}
