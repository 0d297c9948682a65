import * as v from "valibot";
import { fill } from "../../i18n/fill.ts";
import { usePageContext } from "../../page-context.ts";
import { formatPrice } from "../../pricing/currency.ts";
import { apiIn } from "../../pricing/settings.ts";
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
  const { pricing, currency, facts, language, messages } = usePageContext();
  const texts = messages.pricing;
  const t = texts.credits;
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
                {t.perRequest}
              </Heading>
            ) : null}
            <div className="pricing-table__scroll">
              <table className="credits-table credits-table--stack">
                <thead>
                  <tr>
                    <th scope="col">{t.api}</th>
                    <th scope="col">{t.whatCounts}</th>
                    <th scope="col">{t.credits}</th>
                  </tr>
                </thead>
                <tbody>
                  {pricing.apis
                    .map((written) => apiIn(written, language))
                    .map((api) => (
                      <tr key={api.id}>
                        <th scope="row">{api.name}</th>
                        <td data-label={t.whatCounts} className="credits-table__wide">
                          {api.description}
                        </td>
                        <td data-label={t.credits} className="credits-table__number credits-table__wide">
                          {fill(t.perUnit, { credits: creditsLabel(api.credits, language, texts), unit: api.unit })}
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
                {fill(t.tiers, { count: pricing.tiers.length })}
              </Heading>
            ) : null}
            <CurrencyNote />
            <div className="pricing-table__scroll">
              <table className="credits-table credits-table--stack">
                <thead>
                  <tr>
                    <th scope="col">{t.tier}</th>
                    <th scope="col">{t.included}</th>
                    <th scope="col">{t.monthly}</th>
                    <th scope="col">{t.extra}</th>
                  </tr>
                </thead>
                <tbody>
                  {pricing.tiers.map((tier) => (
                    <tr key={tier.id}>
                      <th scope="row">
                        {tier.name}
                        <span className="credits-table__summary">{tier.summary}</span>
                      </th>
                      <td data-label={t.includedShort} className="credits-table__number">
                        {formatCount(tier.credits, language)}
                      </td>
                      <td
                        data-label={t.monthly}
                        className="credits-table__number"
                        data-testid={`tier-price-${tier.id}`}
                      >
                        <InCurrencies current={currency}>
                          {(c) => formatPrice(tier.monthly[c], c, language)}
                        </InCurrencies>
                      </td>
                      <td data-label={t.extraShort} className="credits-table__number">
                        <InCurrencies current={currency}>
                          {(c) => formatPrice(tier.extraPer1000[c], c, language)}
                        </InCurrencies>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {facts ? (
              <p className="pricing-credits__free">
                {fill(t.free, { requests: formatCount(facts.plans.free.requests, language) })}
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
