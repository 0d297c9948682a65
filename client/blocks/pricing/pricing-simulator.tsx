import * as v from "valibot";
import { fill } from "../../i18n/fill.ts";
import { localLink } from "../../i18n/language-links.ts";
import { Island } from "../../islands/island.tsx";
import { usePageContext } from "../../page-context.ts";
import { resolvePlanId } from "../../pricing/cost.ts";
import { apiIn } from "../../pricing/settings.ts";
import { formatPercent } from "../../site/facts.ts";
import { inline } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Section } from "../../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /** The button under the results; its label is followed by the selected plan's name, its link gets `?plan=`. */
  cta: v.optional(
    v.strictObject({
      link: requiredText("link"),
      label: requiredText("label"),
      gaid: v.optional(v.string()),
    }),
  ),
  /** Where the simulator sends volumes that call for Enterprise. */
  enterpriseLink: v.optional(v.string(), "/contact?originfunnel=pricing"),
};

/**
 * The pricing simulator (docs/pricing.md; query parameters `currency` and `plan_id`). Its
 * tiers and credits come from the site's pricing settings and the Free and Enterprise plans
 * from its facts; the server renders the first result in the visitor's currency with the
 * example usage (the lowest cost preselected, or the plan `plan_id` names), and the island
 * recomputes it as the visitor types.
 */
function PricingSimulator(props: PropsOf<typeof entries>) {
  const { title, intro, cta, enterpriseLink } = props;
  const { pricing, facts, currency, currencySource, path, query, language, languages, messages } = usePageContext();
  const texts = messages.pricing;
  // docs/languages.md: the sign-up and contact pages of the page's language when they exist.
  const local = (href: string) => localLink(href, language, languages).href;
  if (!pricing || !facts) {
    // Content checks keep this from happening; a page must still render without it.
    console.error("pricingSimulator: the site settings have no pricing or facts section");
    return null;
  }
  const plan = resolvePlanId(query?.plan_id, pricing);
  const { free, enterprise } = facts.plans;
  return (
    <Section common={props} className="pricing-simulator">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="pricing__intro" />
        <Island
          name="pricing-simulator"
          props={{
            apis: pricing.apis.map((api) => apiIn(api, language)),
            tiers: pricing.tiers,
            free: { name: free.name, requests: free.requests },
            enterprise: {
              name: enterprise.name,
              detail: fill(texts.simulator.enterpriseDetail, {
                sla: formatPercent(enterprise.sla, language),
                support: enterprise.support.summary[language],
              }),
            },
            currency,
            currencySource,
            planId: plan.id,
            planKnown: plan.known,
            path,
            cta: cta ? { ...cta, link: local(cta.link) } : null,
            enterpriseLink: local(enterpriseLink),
            language,
            texts,
          }}
        />
      </div>
    </Section>
  );
}

export const pricingSimulatorBlock = defineBlock({
  type: "pricingSimulator",
  group: "Pricing",
  label: "Pricing simulator",
  description:
    "Monthly requests per API in, the monthly cost on each of the 4 Pro tiers out, in the visitor's currency.",
  entries,
  Component: PricingSimulator,
  islands: () => ["pricing-simulator"],
  varies: ["currency", "query:plan_id"],
  sample: {
    title: "Estimate your monthly bill",
    cta: { link: "/sign_up", label: "Start with", gaid: "simulator-choose" },
  },
});
