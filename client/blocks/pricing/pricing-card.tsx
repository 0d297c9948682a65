import type { Language } from "../../content/languages.ts";
import type { Messages } from "../../i18n/messages.ts";
import type { Currency } from "../../pricing/currency.ts";
import { PlanLink } from "../../pricing/cta-link.tsx";
import { marketplaceLabel, type PricingSettings } from "../../pricing/settings.ts";
import { RichText } from "../../rich-text/rich-text.tsx";
import { Heading } from "../../sections/section.tsx";
import { InCurrencies } from "../../pricing/in-currencies.tsx";
import { type CardDisplay, cardDisplay } from "./card-display.ts";
import type { PricingCard as Card } from "./card-schema.ts";

/** A geolocated card with its own amount or unit in some currency: they switch with the price. */
function amountByCurrency(card: Card): boolean {
  return Boolean(
    card.amountEuros ||
      card.amountDollars ||
      card.amountPounds ||
      card.unitEuros ||
      card.unitDollars ||
      card.unitPounds,
  );
}

function Amount({ shown }: { shown: CardDisplay }) {
  return (
    <>
      {shown.amount ? <strong>{shown.amount}</strong> : null} {shown.unit}
    </>
  );
}

/**
 * One pricing card (docs/pricing.md): header, price and its unit, period, included amount,
 * what happens beyond it, the body, and the call to action. A Pro card also offers Pro
 * through the cloud marketplace when the site configures one.
 */
export function PricingCard({
  card,
  currency,
  siteHost,
  marketplace,
  language,
  texts,
}: {
  card: Card;
  currency: Currency;
  siteHost: string;
  marketplace: PricingSettings["marketplace"] | null;
  /** The page's language: prices are written its way ("49 €"). */
  language: Language;
  texts: Messages["pricing"];
}) {
  const shown = cardDisplay(card, currency, language);
  const classes = [
    "price-card",
    card.featured ? "price-card--featured" : "",
    card.oneLineStyle ? "price-card--one-line" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <li className={classes} data-plan={card.utmPlan}>
      <div className="price-card__head">
        {card.featured ? <p className="price-card__badge">{texts.mostPopular}</p> : null}
        <Heading level={2} className="price-card__header">
          {card.header}
        </Heading>
        <p className="price-card__price" data-currency={shown.currency ?? undefined}>
          {card.priceDisplay === "geolocated" ? (
            <InCurrencies current={currency} className="price-card__money">
              {(c) => cardDisplay(card, c, language).price}
            </InCurrencies>
          ) : (
            <span className="price-card__money">{shown.price}</span>
          )}
          {card.priceUnit ? <span className="price-card__price-unit"> {card.priceUnit}</span> : null}
        </p>
        {card.period ? <p className="price-card__period">{card.period}</p> : null}
      </div>
      <div className="price-card__details">
        {shown.amount || shown.unit ? (
          <p className="price-card__amount">
            {card.priceDisplay === "geolocated" && amountByCurrency(card) ? (
              <InCurrencies current={currency}>{(c) => <Amount shown={cardDisplay(card, c, language)} />}</InCurrencies>
            ) : (
              <Amount shown={shown} />
            )}
          </p>
        ) : null}
        {card.overqueries ? <p className="price-card__over">{card.overqueries}</p> : null}
        {card.body ? (
          <div className="price-card__body">
            <RichText value={card.body} />
          </div>
        ) : null}
      </div>
      {card.cta || (card.utmPlan === "pro" && marketplace) ? (
        <div className="price-card__actions">
          {card.cta ? (
            <PlanLink
              className={`button ${card.featured || card.oneLineStyle ? "button--primary" : "button--secondary"} price-card__cta`}
              href={card.cta.link}
              plan={card.utmPlan}
              siteHost={siteHost}
              analytics={{
                gaid: card.cta.gaid,
                category: card.cta.category,
                action: card.cta.action,
                label: card.cta.label,
              }}
            >
              {card.cta.label}
            </PlanLink>
          ) : null}
          {card.utmPlan === "pro" && marketplace ? (
            <PlanLink
              className="price-card__marketplace"
              href={marketplace.href}
              plan="aws"
              siteHost={siteHost}
              analytics={{ gaid: marketplace.gaid, label: marketplaceLabel(marketplace, language) }}
            >
              {marketplaceLabel(marketplace, language)}
            </PlanLink>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
