/**
 * Analytics on every page (imported by client/site.ts, before consent): the dataLayer
 * with its Consent Mode default, the page view, the first-touch UTM record, and a
 * cta_click event (plus the plan marker for pricing) for every marked call to action.
 */
import { CTA_SELECTOR, ctaEvent } from "./cta.ts";
import { dataLayer } from "./data-layer.ts";
import { pushEvent, trackPageView } from "./events.ts";
import { captureUtm, recordPlanChoice } from "./utm.ts";

dataLayer();
trackPageView();
captureUtm(location.search);

/** The pricing default source, from the consent configuration the page carries. */
function pricingSource(): string {
  const raw = document.querySelector<HTMLElement>("[data-consent-config]")?.dataset.consentConfig;
  return (raw && (JSON.parse(raw) as { pricingUtmSource?: string }).pricingUtmSource) || "website-pricing";
}

document.addEventListener(
  "click",
  (event) => {
    const element = (event.target as Element | null)?.closest<HTMLElement>(CTA_SELECTOR);
    if (!element) return;
    const href = element instanceof HTMLAnchorElement ? element.href : "";
    const cta = ctaEvent(element.dataset, element.textContent ?? "", href);
    pushEvent(cta);
    if (cta.plan) recordPlanChoice(cta.plan, pricingSource());
  },
  { capture: true },
);

// A route change without a page load (the back button after an island's pushState).
window.addEventListener("popstate", () => trackPageView());
