import { redactUrl } from "../analytics/events.ts";
import { readUtm, type UtmRecord } from "../analytics/utm.ts";
import { consentModeState } from "../consent/consent-mode.ts";
import { CONSENT_COOKIE, cookieValue, parseConsent, type ConsentRecord } from "../consent/record.ts";

/**
 * What sales reads with a lead besides its fields (docs/leads.md): the page's language and
 * address, where the visitor came from, the campaign (only with analytics consent), and which
 * consent text was ticked when. Sent with the fields as `context`; stored, shown in the
 * inbox, never posted to a form handler (its fields stay as it expects them).
 */
export interface LeadContext {
  language?: string;
  /** The page's path and query, private parameters removed. */
  page?: string;
  /** The referring page, private parameters removed ("" when none). */
  referrer?: string;
  utm?: UtmRecord;
  /** The consent text's version (consentTextVersion) and when it was ticked (ISO 8601). */
  consent?: { version: string; at: string };
}

/** The longest page or referrer address kept. */
export const MAX_CONTEXT_URL = 500;

/** Whether the visitor's consent lets the campaign record travel with a lead: analytics storage granted. */
export function analyticsAllowed(record: ConsentRecord | null): boolean {
  return consentModeState(record).analytics_storage === "granted";
}

/**
 * A short, stable version of a consent text: its language and a 32-bit FNV-1a hash of the
 * words, so that sales can tell which wording a person agreed to, and a change of wording
 * gives a new version by itself.
 * @example consentTextVersion("en", "I agree …") // "en-3f1c9a2b"
 */
export function consentTextVersion(language: string, text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${language}-${hash.toString(16).padStart(8, "0")}`;
}

function addressOf(href: string, withOrigin: boolean): string {
  if (!href || !URL.canParse(href)) return "";
  const url = new URL(redactUrl(href));
  return (withOrigin ? url.href : url.pathname + url.search).slice(0, MAX_CONTEXT_URL);
}

/**
 * The context of a submission made on this page now. `consent`: the consent text shown next
 * to the ticked box and when it was ticked (forms without one leave it out).
 */
export function leadContext(consent?: { language: string; text: string; at: Date }): LeadContext {
  const context: LeadContext = {
    language: document.documentElement.lang || "en",
    page: addressOf(location.href, false),
    referrer: addressOf(document.referrer, true),
  };
  const utm = analyticsAllowed(parseConsent(cookieValue(document.cookie, CONSENT_COOKIE))) ? readUtm() : null;
  if (utm) context.utm = utm;
  if (consent)
    context.consent = { version: consentTextVersion(consent.language, consent.text), at: consent.at.toISOString() };
  return context;
}
