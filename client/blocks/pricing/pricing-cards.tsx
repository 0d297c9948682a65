import * as v from "valibot";
import { usePageContext } from "../../page-context.ts";
import { CountrySimulationLinks, CurrencyNote } from "../../pricing/currency-note.tsx";
import { inline } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Section } from "../../sections/section.tsx";
import { defineBlock, type PropsOf } from "../define-block.ts";
import { pricingCardSchema } from "./card-schema.ts";
import { PricingCard } from "./pricing-card.tsx";

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  cards: v.pipe(
    v.array(pricingCardSchema),
    v.minLength(1, "at least 1 pricing card"),
    v.maxLength(4, "at most 4 pricing cards"),
  ),
  /** The line naming the currency, with links to the others; shown when a card is geolocated. */
  withCurrencyNote: v.optional(v.boolean(), true),
};

/** Pricing cards with each visitor's currency chosen on the server (no flicker). */
function PricingCards(props: PropsOf<typeof entries>) {
  const { title, intro, cards, withCurrencyNote } = props;
  const { currency, siteHost, pricing, language } = usePageContext();
  const geolocated = cards.some((card) => card.priceDisplay === "geolocated");
  const grid = cards.filter((card) => !card.oneLineStyle);
  const lines = cards.filter((card) => card.oneLineStyle);
  const marketplace = pricing?.marketplace ?? null;
  return (
    <Section common={props} className="pricing-cards">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="pricing__intro" />
        {geolocated && withCurrencyNote ? <CurrencyNote /> : null}
        {grid.length > 0 ? (
          <ul className={`pricing-cards__grid pricing-cards__grid--${grid.length}`}>
            {grid.map((card) => (
              <PricingCard
                key={card.header}
                card={card}
                currency={currency}
                siteHost={siteHost}
                marketplace={marketplace}
                language={language}
              />
            ))}
          </ul>
        ) : null}
        {lines.length > 0 ? (
          <ul className="pricing-cards__lines">
            {lines.map((card) => (
              <PricingCard
                key={card.header}
                card={card}
                currency={currency}
                siteHost={siteHost}
                marketplace={marketplace}
                language={language}
              />
            ))}
          </ul>
        ) : null}
        {geolocated ? <CountrySimulationLinks /> : null}
      </div>
    </Section>
  );
}

export const pricingCardsBlock = defineBlock({
  type: "pricingCards",
  group: "Pricing",
  label: "Pricing cards",
  description:
    "Free, Pro and Enterprise cards; geolocated prices are shown in each visitor's currency, chosen on the server.",
  entries,
  Component: PricingCards,
  // A geolocated card's price depends on the visitor's currency.
  varies: ["currency"],
  sample: {
    title: "Plans for every stage",
    cards: [
      {
        header: "Free",
        price: 0,
        priceUnit: "/month",
        amount: "10,000",
        unit: "free API requests a month",
        body: [{ ul: ["No credit card", "Every API"] }],
        cta: { link: "/sign_up", label: "Start for free", gaid: "pricing-free" },
      },
      {
        header: "Pro",
        priceDisplay: "geolocated",
        priceEuros: 49,
        priceDollars: 55,
        pricePounds: 42,
        priceUnit: "/month",
        period: "from, billed monthly",
        utmPlan: "pro",
        featured: true,
        cta: { link: "/sign_up", label: "Choose Pro", gaid: "pricing-pro" },
      },
      {
        header: "Enterprise",
        priceDisplay: "text",
        price: "Custom",
        oneLineStyle: true,
        utmPlan: "enterprise",
        cta: { link: "/contact?originfunnel=pricing", label: "Talk to us", gaid: "pricing-enterprise" },
      },
    ],
  },
});
