import { usePageContext } from "../page-context.ts";
import { currencyNote } from "./currency.ts";
import { CurrencySwitch } from "./currency-switch.tsx";
import { InCurrencies } from "./in-currencies.tsx";
import { taxNote } from "./tax-note.ts";

const SIMULATED_COUNTRIES = [
  { code: "GB", label: "United Kingdom" },
  { code: "US", label: "United States" },
  { code: "FR", label: "France" },
  { code: "XX", label: "unknown country" },
];

export { currencyNote };

/**
 * The line above prices: which currency they are in and why, how tax is stated for it, with
 * links to the others. The currency was chosen on the server, so this is right in the first
 * HTML; the other currencies' lines are there, hidden, for choosing one in place.
 */
export function CurrencyNote({ keep, withTax = true }: { keep?: Readonly<Record<string, string>>; withTax?: boolean }) {
  const { path, currency, currencySource } = usePageContext();
  return (
    <p className="pricing__currency" data-currency={currency}>
      <InCurrencies current={currency}>
        {(c) => `${currencyNote(c, c === currency ? currencySource : "query")}${withTax ? ` ${taxNote(c)}` : ""}`}
      </InCurrencies>{" "}
      <CurrencySwitch path={path} currency={currency} {...(keep ? { keep } : {})} />
    </p>
  );
}

/** Local runs only (SIMULATE_COUNTRY): links that show the page as a visitor from elsewhere. */
export function CountrySimulationLinks() {
  const { path, countrySimulation } = usePageContext();
  if (!countrySimulation) return null;
  return (
    <p className="pricing__simulate">
      Local preview: see this page as a visitor from{" "}
      {SIMULATED_COUNTRIES.map((country, i) => (
        <span key={country.code}>
          {i > 0 ? ", " : null}
          <a href={`${path}?simulate_country=${country.code}`}>{country.label}</a>
        </span>
      ))}
      .
    </p>
  );
}
