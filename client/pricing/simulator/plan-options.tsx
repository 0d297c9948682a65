import { type Comparison, ENTERPRISE_PLAN, FREE_PLAN, type TierQuote } from "../cost.ts";
import { formatPrice, type Currency } from "../currency.ts";
import type { PricingTier } from "../settings.ts";
import { formatCount } from "./format.ts";

/** One line of arithmetic, so the visitor can check the total. */
function breakdown(quote: TierQuote, tier: PricingTier, currency: Currency): string {
  if (quote.extraCredits === 0) return `${formatCount(tier.credits)} credits included: no extra credits this month`;
  return `${formatPrice(quote.base, currency)} + ${formatCount(quote.extraCredits)} extra credits at ${formatPrice(tier.extraPer1000[currency], currency)} per 1,000 (${formatPrice(quote.extraCost, currency)})`;
}

function Option({
  id,
  name,
  detail,
  amount,
  per,
  selected,
  recommended,
  disabled = false,
  onSelect,
}: {
  id: string;
  name: string;
  detail: string;
  amount: string;
  per: string | null;
  selected: boolean;
  recommended: boolean;
  disabled?: boolean;
  onSelect(id: string): void;
}) {
  const classes = [
    "tier-option",
    selected ? "is-selected" : "",
    recommended ? "is-cheapest" : "",
    disabled ? "is-disabled" : "",
  ];
  return (
    <label className={classes.filter(Boolean).join(" ")} data-tier={id}>
      <input
        type="radio"
        name="plan_id"
        value={id}
        checked={selected}
        disabled={disabled}
        onChange={() => onSelect(id)}
      />
      <span className="tier-option__main">
        <span className="tier-option__name">
          {name}
          {recommended ? <span className="tier-option__badge">Lowest cost</span> : null}
        </span>
        <span className="tier-option__detail">{detail}</span>
      </span>
      <span className="tier-option__total">
        <span className="tier-option__amount" data-testid={`total-${id}`}>
          {amount}
        </span>
        {per ? <span className="tier-option__per">{per}</span> : null}
      </span>
    </label>
  );
}

/**
 * The plans the simulator can offer, as radio options: Free (while the month fits in it),
 * the 4 Pro tiers with their monthly cost for the visitor's usage, and Enterprise. The one
 * marked "Lowest cost" is the recommendation; the selected one is what the button offers.
 */
export function PlanOptions({
  result,
  tiers,
  free,
  enterprise,
  selectedId,
  currency,
  onSelect,
}: {
  result: Comparison;
  tiers: readonly PricingTier[];
  free: { name: string; requests: number };
  enterprise: { name: string; detail: string };
  selectedId: string;
  currency: Currency;
  onSelect(id: string): void;
}) {
  return (
    <fieldset className="simulator__tiers">
      <legend className="simulator__legend">Monthly cost on each plan</legend>
      <Option
        id={FREE_PLAN}
        name={free.name}
        detail={
          result.fitsFree
            ? `Up to ${formatCount(free.requests)} requests a month, no credit card`
            : `Over its ${formatCount(free.requests)} requests a month`
        }
        amount={formatPrice(0, currency)}
        per="a month"
        selected={selectedId === FREE_PLAN}
        recommended={result.recommendedId === FREE_PLAN}
        disabled={!result.fitsFree && selectedId !== FREE_PLAN}
        onSelect={onSelect}
      />
      {tiers.map((tier, i) => {
        const quote = result.quotes[i] as TierQuote;
        return (
          <Option
            key={tier.id}
            id={tier.id}
            name={tier.name}
            detail={breakdown(quote, tier, currency)}
            amount={formatPrice(quote.total, currency)}
            per="a month"
            selected={selectedId === tier.id}
            recommended={result.recommendedId === tier.id}
            onSelect={onSelect}
          />
        );
      })}
      <Option
        id={ENTERPRISE_PLAN}
        name={enterprise.name}
        detail={enterprise.detail}
        amount="Custom"
        per="volume pricing"
        selected={selectedId === ENTERPRISE_PLAN}
        recommended={result.recommendedId === ENTERPRISE_PLAN}
        onSelect={onSelect}
      />
    </fieldset>
  );
}
