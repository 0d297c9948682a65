import { type Comparison, ENTERPRISE_PLAN, FREE_PLAN, type TierQuote } from "../cost.ts";
import { formatPrice, type Currency } from "../currency.ts";
import type { PricingTier } from "../settings.ts";
import type { Language } from "../../content/languages.ts";
import { fill } from "../../i18n/fill.ts";
import type { Messages } from "../../i18n/messages.ts";
import { formatCount } from "./format.ts";

/** One line of arithmetic, so the visitor can check the total. */
function breakdown(quote: TierQuote, tier: PricingTier, currency: Currency, page: Page): string {
  const { language } = page;
  const t = page.texts.simulator;
  if (quote.extraCredits === 0) return fill(t.noExtra, { credits: formatCount(tier.credits, language) });
  return fill(t.breakdown, {
    base: formatPrice(quote.base, currency, language),
    extra: formatCount(quote.extraCredits, language),
    rate: formatPrice(tier.extraPer1000[currency], currency, language),
    cost: formatPrice(quote.extraCost, currency, language),
  });
}

/** The page's language and its pricing words. */
interface Page {
  language: Language;
  texts: Messages["pricing"];
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
  onSelect,
  language,
  texts,
}: Page & {
  result: Comparison;
  tiers: readonly PricingTier[];
  free: { name: string; requests: number };
  enterprise: { name: string; detail: string };
  selectedId: string;
  currency: Currency;
  onSelect(id: string): void;
}) {
  const t = texts.simulator;
  const page = { language, texts };
  return (
    <fieldset className="simulator__tiers">
      <legend className="simulator__legend">{t.costLegend}</legend>
      <Option
        id={FREE_PLAN}
        name={free.name}
        detail={fill(result.fitsFree ? t.freeFits : t.freeOver, { requests: formatCount(free.requests, language) })}
        amount={formatPrice(0, currency, language)}
        per={t.aMonth}
        badge={t.lowestCost}
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
            detail={breakdown(quote, tier, currency, page)}
            amount={formatPrice(quote.total, currency, language)}
            per={t.aMonth}
            badge={t.lowestCost}
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
        amount={t.custom}
        per={t.volumePricing}
        badge={t.lowestCost}
        selected={selectedId === ENTERPRISE_PLAN}
        recommended={result.recommendedId === ENTERPRISE_PLAN}
        onSelect={onSelect}
      />
    </fieldset>
  );
}
