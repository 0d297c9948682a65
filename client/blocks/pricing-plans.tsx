import { ctaAttributes } from "../analytics/cta.ts";
import { usePageContext } from "../page-context.ts";
import { CURRENCIES, CURRENCY_NAMES, formatPrice, ISO_CODES, type Currency } from "../pricing/currency.ts";
import { BlockTitle } from "../sections/block-title.tsx";
import { Heading, Section } from "../sections/section.tsx";
import type { BlockProps } from "./schemas.ts";

const SIMULATED_COUNTRIES = [
  { code: "GB", label: "United Kingdom" },
  { code: "US", label: "United States" },
  { code: "FR", label: "France" },
  { code: "XX", label: "unknown country" },
];

function currencyNote(currency: Currency, source: "query" | "country" | "default"): string {
  const name = `${CURRENCY_NAMES[currency]} (${ISO_CODES[currency]})`;
  if (source === "query") return `Prices in ${name}, as you chose.`;
  if (source === "country") return `Prices in ${name}, based on your location.`;
  return `Prices in ${name}. We could not tell where you are, so euros are shown.`;
}

/** Pricing plans with the visitor's currency chosen on the server (no client-side flicker). */
export function PricingPlans(props: BlockProps<"pricingPlans">) {
  const { title, intro, plans } = props;
  const { path, currency, currencySource, countrySimulation } = usePageContext();
  return (
    <Section common={props} className="pricing">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="pricing__intro" />
        <p className="pricing__currency" data-currency={currency}>
          {currencyNote(currency, currencySource)}{" "}
          <span className="pricing__switch">
            Show prices in{" "}
            {CURRENCIES.map((c, i) => (
              <span key={c}>
                {i > 0 ? " · " : null}
                <a href={`${path}?currency=${c}`} aria-current={c === currency ? "true" : undefined}>
                  {ISO_CODES[c]}
                </a>
              </span>
            ))}
          </span>
        </p>
        <ul className="pricing__plans">
          {plans.map((plan) => (
            <li key={plan.name} className="plan">
              <Heading level={2} className="plan__name">
                {plan.name}
              </Heading>
              <p className="plan__summary">{plan.summary}</p>
              <p className="plan__price">
                {plan.price ? (
                  <>
                    <span className="plan__amount" data-testid={`price-${plan.name}`}>
                      {formatPrice(plan.price[currency], currency)}
                    </span>
                    {plan.period ? <span className="plan__period"> {plan.period}</span> : null}
                  </>
                ) : (
                  <span className="plan__amount">{plan.priceLabel ?? "On request"}</span>
                )}
              </p>
              <ul className="plan__features">
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <a className="button button--primary plan__cta" href={plan.cta.href} {...ctaAttributes({ utmPlan: plan.utmPlan })}>
                {plan.cta.label}
              </a>
            </li>
          ))}
        </ul>
        {countrySimulation ? (
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
        ) : null}
      </div>
    </Section>
  );
}
