/**
 * The catalogue of every analytics event the site pushes to the dataLayer
 * (docs/consent.md), and the one way to push them. Other modules never touch
 * `window.dataLayer` themselves:
 *
 * @example
 * ```ts
 * import { pushEvent, readUtm } from "../analytics/events.ts";
 * pushEvent({ event: "signup_success", sso: true, provider: "google" });
 * const payload = { ...fields, utm: readUtm() };
 * ```
 *
 * Pushing is always allowed: the dataLayer is a plain array in the page and nothing
 * leaves it until the visitor consents to the tag manager, which then reads the events
 * queued before it (after the Consent Mode default, which is always first). What this
 * module remembers lives on the page (globalThis), so the site script and an island's
 * bundle, each with its own copy of the module, share it.
 */
import { dataLayer } from "./data-layer.ts";
import type { PlanChoice } from "./utm.ts";

export { readUtm, type PlanChoice, type UtmRecord } from "./utm.ts";

/** How an account is created: by email, or single sign-on with Google or the code host. */
export type SignupProvider = "email" | "google" | "github";

/** A page was shown: on load, and by islands that change the URL without a load (route change). */
export interface PageViewEvent {
  event: "page_view";
  page_path: string;
  page_location: string;
  page_title: string;
  page_language: string;
  page_referrer: string;
}

/**
 * A call to action was clicked (header, footer, sections, pricing cards), with the
 * analytics fields its content carries (docs/consent.md). `plan` is set on pricing
 * calls to action (free, pro, aws, enterprise).
 */
export interface CtaClickEvent {
  event: "cta_click";
  gaid: string;
  category: string;
  action: string;
  label: string;
  /** Where it leads ("" for a button). */
  link_url: string;
  plan?: PlanChoice;
}

/** Contact funnel: the visitor picked a box on the contact choices step. */
export interface ContactChoiceEvent {
  event: "ui_contact_choice";
  choice: "sales" | "support" | "message";
}

/** Contact funnel: Next on a use-case step. */
export interface UsecaseSummaryEvent {
  event: "ui_usecase_summary";
  selected_count: number;
  /** The chosen use-case keys (docs/leads.md) joined by ",", in the order chosen. */
  usecase_codes: string;
}

/**
 * A lead form was submitted (the funnel's three forms, the survey), pushed once per
 * submission when it is sent, whatever the answer: the browser's outbox sees it through
 * (docs/leads.md). No field of the form is in it.
 */
export interface GenerateLeadEvent {
  event: "generate_lead";
  /** The form's name: sales, enterprise, inquiry or survey. */
  form_name: string;
  /** The funnel's origin label (CTA-Contact-Us, CTA-Sign-Up), or the form's name. */
  lead_source: string;
}

/** Sign-up: the create-account button of the full form was pressed. */
export interface SignupFinishClickEvent {
  event: "ui_signup_finish_click";
}

/** Sign-up: a single sign-on button (Google, code host) was pressed. */
export interface SignupSsoClickEvent {
  event: "ui_signup_sso_click";
  provider: Exclude<SignupProvider, "email">;
}

/** Sign-up: the account exists. `sso` is false for the email path. */
export interface SignupSuccessEvent {
  event: "signup_success";
  sso: boolean;
  provider: SignupProvider;
  /** Single sign-on: the account's pk, read from the access token (docs/signup.md); never the token itself. */
  user_id?: string;
}

/** Sign-up: an email account waits for its confirmation link. */
export interface SignupPendingEvent {
  event: "signup_pending";
}

/** Sign-up: account creation failed (docs/signup.md). */
export interface SignupFailedEvent {
  event: "signup_failed";
  provider: SignupProvider;
  /** The path that failed. */
  type: "email" | "sso";
  /** The kind of failure, e.g. "field", "api", "network", "timeout". */
  error_type: string;
  /** The message shown to the visitor (never a password or token). */
  error_message: string;
}

/** How a consent decision was made. */
export type ConsentMethod = "accept_all" | "decline_all" | "settings" | "embed";

/**
 * The visitor decided on consent: pushed once per decision, right after the Consent
 * Mode `update` command. Service ids are those of client/consent/services.ts.
 */
export interface ConsentDecisionEvent {
  event: "consent_decision";
  method: ConsentMethod;
  /** Granted service ids joined by ",". */
  granted_services: string;
  /** Declined service ids joined by ",". */
  denied_services: string;
}

/** Every event the site pushes. */
export type AnalyticsEvent =
  | PageViewEvent
  | CtaClickEvent
  | ContactChoiceEvent
  | UsecaseSummaryEvent
  | GenerateLeadEvent
  | SignupFinishClickEvent
  | SignupSsoClickEvent
  | SignupSuccessEvent
  | SignupPendingEvent
  | SignupFailedEvent
  | ConsentDecisionEvent;

/** Pushes one event of the catalogue to the dataLayer. Never throws. */
export function pushEvent(event: AnalyticsEvent): void {
  try {
    dataLayer().push({ ...event });
  } catch (error) {
    console.warn(`Analytics event ${event.event} could not be recorded`, error);
  }
}

/** Query parameters that may carry personal data or secrets (sign-up e-mail, funnel token, OAuth code). */
const PRIVATE_PARAMS = ["email", "token", "code", "state", "access_token", "refresh_token", "credential"];

/** A URL without its private query parameters: analytics must never receive them. */
export function redactUrl(href: string): string {
  const url = new URL(href);
  for (const name of PRIVATE_PARAMS) url.searchParams.delete(name);
  return url.href;
}

/**
 * Pushes a page_view for the current URL (private query parameters removed). The site
 * script calls it on load and on back/forward; an island that changes the URL with
 * history.pushState calls it after each change. A URL that differs only by its #anchor
 * from the last page view is the same page: no second page_view.
 */
export function trackPageView(): void {
  const scope = globalThis as { locusPageViewRoute?: string };
  const route = location.pathname + location.search;
  if (scope.locusPageViewRoute === route) return;
  scope.locusPageViewRoute = route;
  pushEvent({
    event: "page_view",
    page_path: location.pathname,
    page_location: redactUrl(location.href),
    page_title: document.title,
    page_language: document.documentElement.lang,
    page_referrer: document.referrer,
  });
}
