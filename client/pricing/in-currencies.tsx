import type { ReactNode } from "react";
import { CURRENCIES, type Currency } from "./currency.ts";

/**
 * A price (or a line about prices) in each of the site's currencies, the visitor's shown and
 * the others `hidden`: the first HTML is right for the visitor (no flicker), and choosing
 * another currency switches every priced element of the page in place, keeping what the
 * visitor typed (client/enhance/currency-switch.ts; docs/pricing.md).
 */
export function InCurrencies({
  current,
  children,
  className,
}: {
  current: Currency;
  children: (currency: Currency) => ReactNode;
  className?: string;
}) {
  return (
    <>
      {CURRENCIES.map((currency) => (
        <span
          key={currency}
          className={className}
          data-in-currency={currency}
          hidden={currency === current ? undefined : true}
        >
          {children(currency)}
        </span>
      ))}
    </>
  );
}
