import { useEffect, useMemo, useState } from "react";
import { ctaAttributes } from "../analytics/cta.ts";
import { CURRENCY_EVENT } from "../enhance/currency-switch.ts";
import { compareTiers, ENTERPRISE_PLAN, FREE_PLAN, parseVolume, type Comparison } from "../pricing/cost.ts";
import { CURRENCIES, currencyNote, formatPrice, type Currency } from "../pricing/currency.ts";
import { CurrencySwitch } from "../pricing/currency-switch.tsx";
import { creditsLabel, formatCount } from "../pricing/simulator/format.ts";
import { PlanOptions } from "../pricing/simulator/plan-options.tsx";
import { withPlan } from "../pricing/simulator/plan-link.ts";
import type { SimulatorProps } from "../pricing/simulator/simulator-props.ts";
import { pricingWords } from "../pricing/pricing-words.ts";
import { taxPhrase } from "../pricing/tax-note.ts";

/** Text in each requests field, by API id. */
type Texts = Record<string, string>;

function initialTexts(props: SimulatorProps): Texts {
  return Object.fromEntries(props.apis.map((api) => [api.id, formatCount(api.example, props.language)]));
}

/** The plan's name, for the summary and the button. */
function planName(id: string, props: SimulatorProps): string {
  if (id === FREE_PLAN) return props.free.name;
  if (id === ENTERPRISE_PLAN) return props.enterprise.name;
  return props.tiers.find((tier) => tier.id === id)?.name ?? id;
}

/** What a plan costs this month, or null for Enterprise (quoted by sales). */
function planTotal(id: string, result: Comparison): number | null {
  if (id === FREE_PLAN) return 0;
  if (id === ENTERPRISE_PLAN) return null;
  return result.quotes.find((quote) => quote.tierId === id)?.total ?? null;
}

/** The line that names the lowest cost: the plan the simulator preselects. */
function summary(result: Comparison, props: SimulatorProps, currency: Currency): string {
  const { language } = props;
  const words = pricingWords(language).simulator;
  const name = planName(result.recommendedId, props);
  if (result.recommendedId === FREE_PLAN)
    return words.lowestFree(name, formatPrice(0, currency, language), formatCount(props.free.requests, language));
  if (result.recommendedId === ENTERPRISE_PLAN) {
    const largest = props.tiers.at(-1);
    return words.lowestEnterprise(name, formatCount(largest?.credits ?? 0, language), largest?.name ?? "");
  }
  return words.lowest(name, formatPrice(planTotal(result.recommendedId, result) ?? 0, currency, language));
}

/**
 * The pricing simulator (docs/pricing.md): the visitor enters monthly requests per API and
 * sees what Free, each of the 4 public Pro tiers and Enterprise mean for them, in the currency
 * the server chose. It preselects the lowest cost (Free when the month fits, Enterprise beyond
 * the largest tier) until the visitor picks a plan, and the button offers the selected plan,
 * with the plan carried into its link. Choosing a currency switches in place and keeps the
 * inputs; the chosen plan is kept in the address (`plan_id`) for sharing.
 */
export default function PricingSimulator(props: SimulatorProps) {
  const { apis, tiers, language } = props;
  const words = pricingWords(language).simulator;
  const [texts, setTexts] = useState<Texts>(() => initialTexts(props));
  const [chosen, setChosen] = useState<string | null>(props.planId);
  const [currency, setCurrency] = useState<Currency>(props.currency);
  const [currencyChosen, setCurrencyChosen] = useState(false);

  useEffect(() => {
    const onCurrency = (event: Event) => {
      const next = (event as CustomEvent<unknown>).detail;
      if ((CURRENCIES as readonly unknown[]).includes(next)) {
        setCurrency(next as Currency);
        setCurrencyChosen(true);
      }
    };
    window.addEventListener(CURRENCY_EVENT, onCurrency);
    // A currency chosen in place before this island loaded (client/enhance/currency-switch.ts).
    const chosen = document.documentElement.dataset.chosenCurrency;
    if ((CURRENCIES as readonly unknown[]).includes(chosen)) {
      setCurrency(chosen as Currency);
      setCurrencyChosen(true);
    }
    return () => window.removeEventListener(CURRENCY_EVENT, onCurrency);
  }, []);

  const parsed = useMemo(
    () => Object.fromEntries(apis.map((api) => [api.id, parseVolume(texts[api.id] ?? "", language)])),
    [apis, texts, language],
  );
  const volumes = Object.fromEntries(Object.entries(parsed).map(([id, p]) => [id, p.ok ? p.value : 0]));
  const result = compareTiers(volumes, { apis, tiers, freeRequests: props.free.requests }, currency);
  const selectedId = chosen ?? result.recommendedId;
  const selectedTotal = planTotal(selectedId, result);

  function select(id: string) {
    setChosen(id);
    const url = new URL(window.location.href);
    url.searchParams.set("plan_id", id);
    window.history.replaceState(window.history.state, "", url);
  }

  const button = props.cta ? ctaButton(props, selectedId, selectedTotal, currency) : null;
  return (
    <div className="simulator">
      <form className="simulator__inputs" onSubmit={(event) => event.preventDefault()} noValidate>
        <fieldset>
          <legend className="simulator__legend">{words.yourRequests}</legend>
          {apis.map((api) => {
            const state = parsed[api.id];
            const fieldId = `simulator-${api.id}`;
            return (
              <div key={api.id} className="simulator__field">
                <div>
                  <label className="simulator__label" htmlFor={fieldId}>
                    {api.name}
                  </label>
                  <span className="simulator__rate" id={`${fieldId}-rate`}>
                    {words.rate(creditsLabel(api.credits, language), api.unit)}
                  </span>
                </div>
                <input
                  id={fieldId}
                  className="simulator__input"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={texts[api.id] ?? ""}
                  aria-invalid={state && !state.ok ? true : undefined}
                  aria-describedby={state && !state.ok ? `${fieldId}-rate ${fieldId}-error` : `${fieldId}-rate`}
                  onChange={(event) => setTexts((current) => ({ ...current, [api.id]: event.target.value }))}
                />
                {state && !state.ok ? (
                  <p className="simulator__error" id={`${fieldId}-error`}>
                    {state.message}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        <Total words={words.total(formatCount(result.requests, language), formatCount(result.credits, language))} />
        <button type="button" className="simulator__reset" onClick={() => setTexts(initialTexts(props))}>
          {words.reset}
        </button>
      </form>

      <div className="simulator__results">
        <p className="simulator__currency" data-currency={currency}>
          {currencyNote(currency, currencyChosen ? "query" : props.currencySource, language)}{" "}
          <CurrencySwitch
            path={props.path}
            currency={currency}
            language={language}
            keep={chosen ? { plan_id: chosen } : {}}
          />
        </p>
        {!props.planKnown ? (
          <p className="simulator__note" role="note">
            {words.unknownPlan}
          </p>
        ) : null}
        <p className="simulator__summary" role="status" data-testid="simulator-summary">
          {summary(result, props, currency)}
        </p>
        <PlanOptions
          result={result}
          tiers={tiers}
          free={props.free}
          enterprise={props.enterprise}
          selectedId={selectedId}
          currency={currency}
          language={language}
          onSelect={select}
        />
        {selectedId === FREE_PLAN && !result.fitsFree ? (
          <p className="simulator__note" role="note">
            {words.overFree(formatCount(props.free.requests, language), props.free.name)}
          </p>
        ) : null}
        {button}
      </div>
    </div>
  );
}

/** "Total: 135,000 requests, 190,000 credits a month", the figures in bold for the tests and the eye. */
function Total({ words }: { words: { before: string; requests: string; credits: string; after: string } }) {
  return (
    <p className="simulator__total">
      {words.before}
      <strong data-testid="simulator-requests">{words.requests}</strong>,{" "}
      <strong data-testid="simulator-credits">{words.credits}</strong>
      {words.after}
    </p>
  );
}

/** The button under the results: it offers the selected plan, and its link carries it. */
function ctaButton(props: SimulatorProps, selectedId: string, total: number | null, currency: Currency) {
  const cta = props.cta;
  if (!cta) return null;
  const enterprise = selectedId === ENTERPRISE_PLAN;
  const { language } = props;
  const words = pricingWords(language).simulator;
  const name = planName(selectedId, props);
  const label = enterprise ? words.talkToSales(name) : `${cta.label} ${name}`;
  const href = withPlan(enterprise ? props.enterpriseLink : cta.link, selectedId);
  const plan = selectedId === FREE_PLAN ? "free" : enterprise ? "enterprise" : "pro";
  return (
    <p className="simulator__cta">
      <a
        className="button button--primary"
        href={href}
        data-testid="simulator-cta"
        {...ctaAttributes({ ...(cta.gaid ? { gaid: cta.gaid } : {}), label, utmPlan: plan })}
      >
        {label}
      </a>
      <span className="simulator__cta-note">
        {total === null
          ? words.quoteNote
          : words.monthNote(formatPrice(total, currency, language), taxPhrase(currency, language))}
      </span>
    </p>
  );
}
