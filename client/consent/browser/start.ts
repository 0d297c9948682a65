/**
 * Consent on every page (imported by client/site.ts): opens the banner while a decision
 * is missing, starts the services the stored consent grants, applies each new decision
 * once (cookie, Consent Mode update, consent_decision event, withdrawn vendors' cookies
 * expired, newly granted services started), and wires the embeds' enable buttons and
 * the footer's cookie settings link (docs/consent.md: a console warning without a dialog).
 */
import { gtag } from "../../analytics/data-layer.ts";
import { pushEvent, type ConsentMethod } from "../../analytics/events.ts";
import type { ConsentClientConfig } from "../config.ts";
import { consentModeState } from "../consent-mode.ts";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  cookieValue,
  decide,
  grantService,
  isGranted,
  needsDecision,
  parseConsent,
  purposeGranted,
  serializeConsent,
  withdrawn,
  type ConsentRecord,
} from "../record.ts";
import { isServiceId, SERVICES } from "../services.ts";
import { expireMatching, writeCookie } from "./cookies.ts";
import { ConsentDialogController } from "./dialog.ts";
import { startGranted } from "./loader.ts";
import { syncLocaleCookie } from "./locale-cookie.ts";

/** sessionStorage flag: the visitor chose "decide later" in this browsing session. */
const LATER_KEY = "locus_consent_later";

function session(action: (storage: Storage) => void): void {
  try {
    action(sessionStorage);
  } catch {
    // Storage blocked: the banner simply asks again on the next page.
  }
}

function decidedLater(): boolean {
  let later = false;
  session((storage) => (later = storage.getItem(LATER_KEY) === "1"));
  return later;
}

function start(dialogElement: HTMLDialogElement, config: ConsentClientConfig): void {
  const configured = config.services.map((s) => s.id);
  let record: ConsentRecord | null = parseConsent(cookieValue(document.cookie, CONSENT_COOKIE));

  function apply(next: ConsentRecord, method: ConsentMethod): void {
    const before = record;
    record = next;
    writeCookie(CONSENT_COOKIE, serializeConsent(next), CONSENT_MAX_AGE_SECONDS, config.cookieDomain);
    gtag("consent", "update", consentModeState(next));
    pushEvent({
      event: "consent_decision",
      method,
      granted_services: configured.filter((id) => isGranted(next, id)).join(","),
      denied_services: configured.filter((id) => !isGranted(next, id)).join(","),
    });
    for (const id of withdrawn(before, next)) expireMatching(SERVICES[id].cookies ?? [], config.cookieDomain);
    session((storage) => storage.removeItem(LATER_KEY));
    startGranted(config, next);
  }

  const dialog = new ConsentDialogController(dialogElement, {
    decide(purposes, method) {
      apply(decide(record, configured, purposes, Date.now()), method);
      dialog.close();
    },
    later() {
      session((storage) => storage.setItem(LATER_KEY, "1"));
      dialog.close();
    },
    granted: (purpose) => purposeGranted(record, configured, purpose),
  });

  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const enable = target?.closest<HTMLElement>("[data-consent-enable]")?.dataset.consentEnable;
    if (enable && isServiceId(enable)) apply(grantService(record, enable, Date.now()), "embed");
    if (target?.closest("[data-cookie-management]")) {
      event.preventDefault();
      dialog.open(true);
    }
  });

  startGranted(config, record);
  if (needsDecision(record, configured) && !decidedLater()) dialog.open(false);
}

function readConfig(element: HTMLElement | null): ConsentClientConfig | null {
  try {
    return element?.dataset.consentConfig ? (JSON.parse(element.dataset.consentConfig) as ConsentClientConfig) : null;
  } catch (error) {
    console.warn("Consent configuration could not be read", error);
    return null;
  }
}

const dialogElement = document.querySelector<HTMLDialogElement>("dialog[data-consent-dialog]");
const config = readConfig(dialogElement);

syncLocaleCookie(document.documentElement.lang || "en", config?.cookieDomain ?? null);
if (dialogElement && config) {
  start(dialogElement, config);
} else {
  document.addEventListener("click", (event) => {
    if (!(event.target as Element | null)?.closest("[data-cookie-management]")) return;
    event.preventDefault();
    console.warn("Cookie settings: this page has no consent dialog to open.");
  });
}
/** Browser tests wait on this marker instead of sleeping. */
document.documentElement.dataset.consent = "ready";
