import type { CtaClickEvent } from "./events.ts";
import { PLAN_CHOICES, type PlanChoice } from "./utm.ts";

/** Analytics fields of a call to action (docs/consent.md), and a pricing CTA's plan. */
export interface CtaFields {
  gaid?: string;
  category?: string;
  action?: string;
  label?: string;
  /** Pricing calls to action: the plan chosen (its marker goes to utm_content). */
  utmPlan?: PlanChoice;
}

/**
 * A call to action's analytics fields as data attributes (server-rendered). The site
 * script turns a click on such an element into a `cta_click` event, and for `utmPlan`
 * tags the UTM record with the plan marker.
 *
 * @example <a href="/sign_up" {...ctaAttributes({ gaid: "pricing-pro", utmPlan: "pro" })}>
 */
export function ctaAttributes(fields: CtaFields): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (fields.gaid) attributes["data-gaid"] = fields.gaid;
  if (fields.category) attributes["data-ga-category"] = fields.category;
  if (fields.action) attributes["data-ga-action"] = fields.action;
  if (fields.label) attributes["data-ga-label"] = fields.label;
  if (fields.utmPlan) attributes["data-utm-plan"] = fields.utmPlan;
  return attributes;
}

/** CSS selector of the elements ctaAttributes marks. */
export const CTA_SELECTOR = "[data-gaid],[data-utm-plan]";

export function isPlanChoice(value: string | undefined): value is PlanChoice {
  return (PLAN_CHOICES as readonly (string | undefined)[]).includes(value);
}

/**
 * The cta_click event of a marked element, from its data attributes: the label falls
 * back to the element's text, the gaid to "" for a pricing CTA without one.
 */
export function ctaEvent(data: DOMStringMap, text: string, href: string): CtaClickEvent {
  const plan = data.utmPlan;
  return {
    event: "cta_click",
    gaid: data.gaid ?? "",
    category: data.gaCategory ?? "",
    action: data.gaAction ?? "click",
    label: data.gaLabel ?? text.trim().replace(/\s+/g, " "),
    link_url: href,
    ...(isPlanChoice(plan) ? { plan } : {}),
  };
}
