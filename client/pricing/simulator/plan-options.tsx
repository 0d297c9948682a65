import { type Comparison, ENTERPRISE_PLAN, FREE_PLAN, type TierQuote } from "../cost.ts";
import type { Language } from "../../content/languages.ts";
import { formatPrice, type Currency } from "../currency.ts";
import { type PricingWords, pricingWords } from "../pricing-words.ts";
import type { PricingTier } from "../settings.ts";
import { formatCount } from "./format.ts";

/** One line of arithmetic, so the visitor can check the total. */
function breakdown(quote: TierQuote, tier: PricingTier, currency: Currency, language: Language): string {
  const words = pricingWords(language).simulator;
  if (quote.extraCredits === 0) return words.included(formatCount(tier.credits, language));
  return words.breakdown(
    formatPrice(quote.base, currency, language),
    formatCount(quote.extraCredits, language),
    formatPrice(tier.extraPer1000[currency], currency, language),
    formatPrice(quote.extraCost, currency, language),
  );
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
  badge,
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
  /** "Lowest cost", in the page's language. */
  badge: string;
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
          {recommended ? <span className="tier-option__badge">{badge}</span> : null}
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
  language,
  onSelect,
}: {
  result: Comparison;
  tiers: readonly PricingTier[];
  free: { name: string; requests: number };
  enterprise: { name: string; detail: string };
  selectedId: string;
  currency: Currency;
  language: Language;
  onSelect(id: string): void;
}) {
  const words: PricingWords["simulator"] = pricingWords(language).simulator;
  const requests = formatCount(free.requests, language);
  return (
    <fieldset className="simulator__tiers">
      <legend className="simulator__legend">{words.monthlyCost}</legend>
      <Option
        id={FREE_PLAN}
        name={free.name}
        detail={result.fitsFree ? words.freeFits(requests) : words.freeOver(requests)}
        amount={formatPrice(0, currency, language)}
        per={words.aMonth}
        badge={words.lowestBadge}
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
            detail={breakdown(quote, tier, currency, language)}
            amount={formatPrice(quote.total, currency, language)}
            per={words.aMonth}
            badge={words.lowestBadge}
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
        amount={words.custom}
        per={words.volumePricing}
        badge={words.lowestBadge}
        selected={selectedId === ENTERPRISE_PLAN}
        recommended={result.recommendedId === ENTERPRISE_PLAN}
        onSelect={onSelect}
      />
    </fieldset>
  );
}
