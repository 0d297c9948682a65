import { createContext, useContext } from "react";
import type { Currency, CurrencySource } from "./pricing/currency.ts";

/** Per-request values the server passes to every block (plain data, decided on the server). */
export interface PageContextValue {
  /** Path of the page being rendered, without query. */
  path: string;
  currency: Currency;
  currencySource: CurrencySource;
  /** Host of the site, to tell internal links from external ones. */
  siteHost: string;
  /** Local runs only: offer links that simulate a visitor's country. */
  countrySimulation: boolean;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePageContext() outside a page");
  return value;
}
