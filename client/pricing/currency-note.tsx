import { usePageContext } from "../page-context.ts";
import { CURRENCY_NAMES, ISO_CODES, type Currency, type CurrencySource } from "./currency.ts";
import { CurrencySwitch } from "./currency-switch.tsx";

const SIMULATED_COUNTRIES = [
  { code: "GB", label: "United Kingdom" },
  { code: "US", label: "United States" },
  { code: "FR", label: "France" },
  { code: "XX", label: "unknown country" },
];

/** Why the prices are in this currency (docs/pricing.md: query, then country, then euros). */
export function currencyNote(currency: Currency, source: CurrencySource): string {
  const name = `${CURRENCY_NAMES[currency]} (${ISO_CODES[currency]})`;
  if (source === "query") return `Prices in ${name}, as you chose.`;
  if (source === "country") return `Prices in ${name}, based on your location.`;
  return `Prices in ${name}. We could not tell where you are, so euros are shown.`;
}

/**
 * The line above prices: which currency they are in and why, with links to the others.
 * The currency was chosen on the server, so this is right in the first HTML.
 */
export function CurrencyNote({ keep }: { keep?: Readonly<Record<string, string>> }) {
  const { path, currency, currencySource } = usePageContext();
  return (
    <p className="pricing__currency" data-currency={currency}>
      {currencyNote(currency, currencySource)}{" "}
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
