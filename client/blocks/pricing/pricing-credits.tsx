import * as v from "valibot";
import { usePageContext } from "../../page-context.ts";
import { formatPrice } from "../../pricing/currency.ts";
import { CurrencyNote } from "../../pricing/currency-note.tsx";
import { InCurrencies } from "../../pricing/in-currencies.tsx";
import { creditsLabel, formatCount } from "../../pricing/simulator/format.ts";
import { inline } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, type PropsOf } from "../define-block.ts";

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /** Which tables to show: what a request costs per API, the Pro tiers, or both. */
  show: v.optional(v.picklist(["both", "apis", "tiers"], "show must be one of both, apis, tiers"), "both"),
};

/**
 * The credit rates and the 4 Pro tiers from the site's pricing settings, as tables: what one
 * request of each API costs in credits, and what each tier includes and charges, in the
 * visitor's currency (chosen on the server).
 */
function PricingCredits(props: PropsOf<typeof entries>) {
  const { title, intro, show } = props;
  const { pricing, currency, facts } = usePageContext();
  if (!pricing) {
    console.error("pricingCredits: the site settings have no pricing section");
    return null;
  }
  return (
    <Section common={props} className="pricing-credits">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="pricing__intro" />
        {show !== "tiers" ? (
          <div className="pricing-credits__part">
            {show === "both" ? (
              <Heading level={2} className="pricing-credits__title">
                Credits per request
              </Heading>
            ) : null}
            <div className="pricing-table__scroll">
              <table className="credits-table credits-table--stack">
                <thead>
                  <tr>
                    <th scope="col">API</th>
                    <th scope="col">What counts</th>
                    <th scope="col">Credits</th>
                  </tr>
                </thead>
                <tbody>
                  {pricing.apis.map((api) => (
                    <tr key={api.id}>
                      <th scope="row">{api.name}</th>
                      <td data-label="What counts" className="credits-table__wide">
                        {api.description}
                      </td>
                      <td data-label="Credits" className="credits-table__number credits-table__wide">
                        {`${creditsLabel(api.credits)} per ${api.unit}`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : null}
        {show !== "apis" ? (
          <div className="pricing-credits__part">
            {show === "both" ? (
              <Heading level={2} className="pricing-credits__title">
                The 4 Pro tiers
              </Heading>
            ) : null}
            <CurrencyNote />
            <div className="pricing-table__scroll">
              <table className="credits-table credits-table--stack">
                <thead>
                  <tr>
                    <th scope="col">Tier</th>
                    <th scope="col">Credits included each month</th>
                    <th scope="col">Monthly price</th>
                    <th scope="col">Extra credits, per 1,000</th>
                  </tr>
                </thead>
                <tbody>
                  {pricing.tiers.map((tier) => (
                    <tr key={tier.id}>
                      <th scope="row">
                        {tier.name}
                        <span className="credits-table__summary">{tier.summary}</span>
                      </th>
                      <td data-label="Credits included" className="credits-table__number">
                        {formatCount(tier.credits)}
                      </td>
                      <td
                        data-label="Monthly price"
                        className="credits-table__number"
                        data-testid={`tier-price-${tier.id}`}
                      >
                        <InCurrencies current={currency}>{(c) => formatPrice(tier.monthly[c], c)}</InCurrencies>
                      </td>
                      <td data-label="Extra, per 1,000" className="credits-table__number">
                        <InCurrencies current={currency}>{(c) => formatPrice(tier.extraPer1000[c], c)}</InCurrencies>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {facts ? (
              <p className="pricing-credits__free">
                {`The Free plan includes ${formatCount(facts.plans.free.requests)} API requests a month, whatever their credits, with no credit card.`}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </Section>
  );
}

export const pricingCreditsBlock = defineBlock({
  type: "pricingCredits",
  group: "Pricing",
  label: "Pricing credits",
  description: "What one request of each API costs in credits, and what each Pro tier includes and charges.",
  entries,
  Component: PricingCredits,
  varies: ["currency"],
  sample: { title: "Credits and tiers", show: "both" },
});
