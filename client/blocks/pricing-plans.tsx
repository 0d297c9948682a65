import { ctaAttributes } from "../analytics/cta.ts";
import { usePageContext } from "../page-context.ts";
import { formatPrice } from "../pricing/currency.ts";
import { CountrySimulationLinks, CurrencyNote } from "../pricing/currency-note.tsx";
import { BlockTitle } from "../sections/block-title.tsx";
import { Heading, Section } from "../sections/section.tsx";
import * as v from "valibot";
import { PLAN_CHOICES } from "../analytics/utm.ts";
import { usePageLink } from "../rich-text/page-link.ts";
import { inline } from "../rich-text/schema.ts";
import { defineBlock, linkField, requiredText, type PropsOf } from "./define-block.ts";

const money = v.pipe(v.number("price must be a number"), v.minValue(0, "price must not be negative"));

const plan = v.strictObject({
  name: requiredText("name"),
  summary: requiredText("summary"),
  /** Null for plans priced on request. */
  price: v.nullable(v.strictObject({ euros: money, dollars: money, pounds: money })),
  period: v.optional(v.string()),
  priceLabel: v.optional(v.string()),
  features: v.pipe(v.array(requiredText("feature")), v.maxLength(12, "at most 12 features")),
  cta: linkField,
  /** The plan choice its call to action records: the marker appended to utm_content (docs/pricing.md). */
  utmPlan: v.optional(v.picklist(PLAN_CHOICES, `utmPlan must be one of ${PLAN_CHOICES.join(", ")}`)),
});

const entries = {
  title: requiredText("title"),
  intro: v.optional(inline),
  plans: v.pipe(v.array(plan), v.minLength(1, "at least 1 plan"), v.maxLength(4, "at most 4 plans")),
};

/** Pricing plans with the visitor's currency chosen on the server (no client-side flicker). */
function PricingPlans(props: PropsOf<typeof entries>) {
  const { title, intro, plans } = props;
  const { currency, language } = usePageContext();
  const link = usePageLink();
  return (
    <Section common={props} className="pricing">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="pricing__intro" />
        <CurrencyNote />
        {/* Its prices are rendered for one currency: choosing another reloads the page. */}
        <ul className="pricing__plans" data-currency-reload="">
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
                      {formatPrice(plan.price[currency], currency, language)}
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
              <a
                className="button button--primary plan__cta"
                {...link(plan.cta.href)}
                {...ctaAttributes({ utmPlan: plan.utmPlan })}
              >
                {plan.cta.label}
              </a>
            </li>
          ))}
        </ul>
        <CountrySimulationLinks />
      </div>
    </Section>
  );
}

export const pricingPlansBlock = defineBlock({
  type: "pricingPlans",
  label: "Pricing plans",
  description: "Plans with prices in the visitor's currency, chosen on the server.",
  group: "Pricing",
  entries,
  Component: PricingPlans,
  varies: ["currency"],
  sample: {
    title: "Simple pricing",
    plans: [
      {
        name: "Free",
        summary: "Up to 10k free API requests a month, no credit card.",
        price: { euros: 0, dollars: 0, pounds: 0 },
        period: "a month",
        features: ["Every API", "Community support"],
        cta: { label: "Start for free", href: "/sign_up" },
      },
      {
        name: "Enterprise",
        summary: "A 99.9% SLA and a named engineer.",
        price: null,
        features: ["99.9% SLA", "Volume pricing"],
        cta: { label: "Contact sales", href: "/contact" },
      },
    ],
  },
});
