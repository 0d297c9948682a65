import type { Language } from "../content/languages.ts";
import { CURRENCIES, ISO_CODES, type Currency } from "./currency.ts";
import { pricingWords } from "./pricing-words.ts";

/** `path?currency=…` keeping the other parameters given (e.g. the simulator's plan_id). */
export function currencyHref(path: string, currency: Currency, keep: Readonly<Record<string, string>> = {}): string {
  return `${path}?${new URLSearchParams({ ...keep, currency })}`;
}

/**
 * "Show prices in EUR · USD · GBP": links that choose the currency (the `currency` query wins,
 * docs/pricing.md). Without JavaScript they load the page in that currency; with the site
 * script they switch the page in place (client/enhance/currency-switch.ts), keeping the
 * simulator's inputs and plan.
 */
export function CurrencySwitch({
  path,
  currency,
  keep,
  language = "en",
}: {
  path: string;
  currency: Currency;
  keep?: Readonly<Record<string, string>>;
  language?: Language;
}) {
  return (
    <span className="pricing__switch">
      {pricingWords(language).showPricesIn}{" "}
      {CURRENCIES.map((c, i) => (
        <span key={c}>
          {i > 0 ? " · " : null}
          <a
            href={currencyHref(path, c, keep)}
            data-currency-choice={c}
            aria-current={c === currency ? "true" : undefined}
          >
            {ISO_CODES[c]}
          </a>
        </span>
      ))}
    </span>
  );
}
