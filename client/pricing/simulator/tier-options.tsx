import type { TierQuote } from "../cost.ts";
import { formatPrice, type Currency } from "../currency.ts";
import type { PricingTier } from "../settings.ts";
import { formatCount } from "./format.ts";

/** One line of arithmetic, so the visitor can check the total. */
function breakdown(quote: TierQuote, tier: PricingTier, currency: Currency): string {
  if (quote.extraCredits === 0) return `${formatCount(tier.credits)} credits included: no extra credits this month`;
  return `${formatPrice(quote.base, currency)} + ${formatCount(quote.extraCredits)} extra credits at ${formatPrice(tier.extraPer1000[currency], currency)} per 1,000 (${formatPrice(quote.extraCost, currency)})`;
}

/** The 4 Pro tiers as radio options, each with its monthly cost for the visitor's usage. */
export function TierOptions({
  tiers,
  quotes,
  cheapestId,
  selectedId,
  currency,
  onSelect,
}: {
  tiers: readonly PricingTier[];
  quotes: readonly TierQuote[];
  cheapestId: string;
  selectedId: string;
  currency: Currency;
  onSelect(id: string): void;
}) {
  return (
    <fieldset className="simulator__tiers">
      <legend className="simulator__legend">Monthly cost on each Pro tier</legend>
      {tiers.map((tier, i) => {
        const quote = quotes[i] as TierQuote;
        const selected = tier.id === selectedId;
        const cheapest = tier.id === cheapestId;
        return (
          <label
            key={tier.id}
            className={`tier-option${selected ? " is-selected" : ""}${cheapest ? " is-cheapest" : ""}`}
            data-tier={tier.id}
          >
            <input type="radio" name="plan_id" value={tier.id} checked={selected} onChange={() => onSelect(tier.id)} />
            <span className="tier-option__main">
              <span className="tier-option__name">
                {tier.name}
                {cheapest ? <span className="tier-option__badge">Lowest cost</span> : null}
              </span>
              <span className="tier-option__detail">{breakdown(quote, tier, currency)}</span>
            </span>
            <span className="tier-option__total">
              <span className="tier-option__amount" data-testid={`total-${tier.id}`}>
                {formatPrice(quote.total, currency)}
              </span>
              <span className="tier-option__per">a month</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
