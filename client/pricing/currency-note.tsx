import { usePageContext } from "../page-context.ts";
import { currencyNote } from "./currency.ts";
import { CurrencySwitch } from "./currency-switch.tsx";
import { InCurrencies } from "./in-currencies.tsx";
import { pricingWords } from "./pricing-words.ts";
import { taxNote } from "./tax-note.ts";

const SIMULATED_COUNTRIES = ["GB", "US", "FR", "XX"] as const;

export { currencyNote };

/**
 * The line above prices: which currency they are in and why, how tax is stated for it, with
 * links to the others. The currency was chosen on the server, so this is right in the first
 * HTML; the other currencies' lines are there, hidden, for choosing one in place.
 */
export function CurrencyNote({ keep, withTax = true }: { keep?: Readonly<Record<string, string>>; withTax?: boolean }) {
  const { path, currency, currencySource, language } = usePageContext();
  return (
    <p className="pricing__currency" data-currency={currency}>
      <InCurrencies current={currency}>
        {(c) =>
          `${currencyNote(c, c === currency ? currencySource : "query", language)}${withTax ? ` ${taxNote(c, language)}` : ""}`
        }
      </InCurrencies>{" "}
      <CurrencySwitch path={path} currency={currency} language={language} {...(keep ? { keep } : {})} />
    </p>
  );
}

/** Local runs only (SIMULATE_COUNTRY): links that show the page as a visitor from elsewhere. */
export function CountrySimulationLinks() {
  const { path, countrySimulation, language } = usePageContext();
  if (!countrySimulation) return null;
  const words = pricingWords(language);
  return (
    <p className="pricing__simulate">
      {words.simulateFrom}{" "}
      {SIMULATED_COUNTRIES.map((code, i) => (
        <span key={code}>
          {i > 0 ? ", " : null}
          <a href={`${path}?simulate_country=${code}`}>{words.simulatedCountries[code]}</a>
        </span>
      ))}
      .
    </p>
  );
}
