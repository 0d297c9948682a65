import { useMemo, useState } from "react";
import { ctaAttributes } from "../analytics/cta.ts";
import { compareTiers, parseVolume } from "../pricing/cost.ts";
import { formatPrice } from "../pricing/currency.ts";
import { CurrencySwitch } from "../pricing/currency-switch.tsx";
import { creditsLabel, formatCount } from "../pricing/simulator/format.ts";
import type { SimulatorProps } from "../pricing/simulator/simulator-props.ts";
import { TierOptions } from "../pricing/simulator/tier-options.tsx";

/** Text in each requests field, by API id. */
type Texts = Record<string, string>;

function initialTexts(apis: SimulatorProps["apis"]): Texts {
  return Object.fromEntries(apis.map((api) => [api.id, formatCount(api.example)]));
}

/**
 * The pricing simulator (docs/architecture.md): the visitor enters monthly requests per API and
 * sees the monthly cost on each of the 4 public Pro tiers, in the currency the server chose.
 * The server renders the first result with the example volumes; the browser recomputes it as
 * the visitor types. The selected tier (`plan_id`) is kept in the address for sharing.
 */
export default function PricingSimulator(props: SimulatorProps) {
  const { apis, tiers, currency } = props;
  const [texts, setTexts] = useState<Texts>(() => initialTexts(apis));
  const [planId, setPlanId] = useState(props.planId);

  const parsed = useMemo(
    () => Object.fromEntries(apis.map((api) => [api.id, parseVolume(texts[api.id] ?? "")])),
    [apis, texts],
  );
  const volumes = Object.fromEntries(Object.entries(parsed).map(([id, p]) => [id, p.ok ? p.value : 0]));
  const result = compareTiers(volumes, props, currency);
  const selected = tiers.find((tier) => tier.id === planId) ?? tiers[0];
  const selectedQuote = result.quotes.find((quote) => quote.tierId === selected?.id);
  const cheapest = tiers.find((tier) => tier.id === result.cheapestId);

  function select(id: string) {
    setPlanId(id);
    const url = new URL(window.location.href);
    url.searchParams.set("plan_id", id);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <div className="simulator">
      <form className="simulator__inputs" onSubmit={(event) => event.preventDefault()} noValidate>
        <fieldset>
          <legend className="simulator__legend">Your requests each month</legend>
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
                    {`${creditsLabel(api.credits)} per ${api.unit}`}
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
        <p className="simulator__total">
          Total: <strong data-testid="simulator-credits">{formatCount(result.credits)} credits</strong> a month
        </p>
        <button type="button" className="simulator__reset" onClick={() => setTexts(initialTexts(apis))}>
          Back to the example
        </button>
      </form>

      <div className="simulator__results">
        <p className="simulator__currency" data-currency={currency}>
          {props.currencyNote} <CurrencySwitch path={props.path} currency={currency} keep={{ plan_id: planId }} />
        </p>
        {!props.planKnown ? (
          <p className="simulator__note" role="note">
            {`The plan in the link is not one of our tiers, so ${tiers.find((t) => t.id === props.planId)?.name ?? "the default"} is selected.`}
          </p>
        ) : null}
        <p className="simulator__summary" role="status">
          {result.fitsFree
            ? `This fits in the Free plan's ${formatCount(props.freeCredits)} credits: ${formatPrice(0, currency)} a month.`
            : `Lowest cost for this usage: ${cheapest?.name}, ${formatPrice(result.quotes.find((q) => q.tierId === result.cheapestId)?.total ?? 0, currency)} a month.`}
        </p>
        <TierOptions
          tiers={tiers}
          quotes={result.quotes}
          cheapestId={result.cheapestId}
          selectedId={selected?.id ?? ""}
          currency={currency}
          onSelect={select}
        />
        {result.suggestEnterprise ? (
          <p className="simulator__note">
            {`Over ${formatCount(props.enterpriseFromCredits)} credits a month, Enterprise volume pricing usually costs less. `}
            <a href={props.enterpriseLink}>Talk to us about Enterprise</a>.
          </p>
        ) : null}
        {props.cta && selected && selectedQuote ? (
          <p className="simulator__cta">
            <a
              className="button button--primary"
              href={props.cta.link}
              {...ctaAttributes({
                ...(props.cta.gaid ? { gaid: props.cta.gaid } : {}),
                label: `${props.cta.label} ${selected.name}`,
                utmPlan: "pro",
              })}
            >
              {`${props.cta.label} ${selected.name}`}
            </a>
            <span className="simulator__cta-note">
              {`${formatPrice(selectedQuote.total, currency)} a month for this usage, excluding VAT. Change or cancel at any time.`}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
