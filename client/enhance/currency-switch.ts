/**
 * Choosing a currency in place (docs/pricing.md): a click on a currency link shows the
 * page's prices in that currency (the server rendered each priced element in every currency,
 * the others hidden), marks the link chosen, writes `currency` into the address (keeping
 * `plan_id` and the rest) and tells the simulator island (`locus:currency`), which keeps the
 * visitor's inputs. A page holding a priced block that cannot switch in place
 * (`data-currency-reload`) loads the link as before.
 */
export const CURRENCY_EVENT = "locus:currency";

const CURRENCIES = ["euros", "dollars", "pounds"] as const;
type Currency = (typeof CURRENCIES)[number];

function isCurrency(value: string | undefined): value is Currency {
  return (CURRENCIES as readonly (string | undefined)[]).includes(value);
}

/** Shows every priced element in `currency` and hides its other versions. */
export function showCurrency(root: ParentNode, currency: Currency): void {
  // An island hydrated later (the simulator loads when seen) starts from this choice.
  document.documentElement.dataset.chosenCurrency = currency;
  for (const element of root.querySelectorAll<HTMLElement>("[data-in-currency]"))
    element.hidden = element.dataset.inCurrency !== currency;
  // Elements that say which currency they show (outside the islands, which keep their own state).
  for (const element of root.querySelectorAll<HTMLElement>("[data-currency]"))
    if (!element.closest("locus-island")) element.dataset.currency = currency;
  for (const link of root.querySelectorAll<HTMLElement>("[data-currency-choice]")) {
    if (link.dataset.currencyChoice === currency) link.setAttribute("aria-current", "true");
    else link.removeAttribute("aria-current");
  }
}

export function enhanceCurrencySwitch(): void {
  if (!document.querySelector("[data-currency-choice]")) return;
  document.addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-currency-choice]");
    const currency = link?.dataset.currencyChoice;
    if (!link || !isCurrency(currency) || document.querySelector("[data-currency-reload]")) return;
    event.preventDefault();
    showCurrency(document, currency);
    const url = new URL(window.location.href);
    url.searchParams.set("currency", currency);
    window.history.replaceState(window.history.state, "", url);
    window.dispatchEvent(new CustomEvent(CURRENCY_EVENT, { detail: currency }));
  });
}
