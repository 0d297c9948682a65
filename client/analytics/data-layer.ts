import { consentModeState } from "../consent/consent-mode.ts";
import { CONSENT_COOKIE, cookieValue, parseConsent } from "../consent/record.ts";

/** An entry of the dataLayer: an event object, or a gtag() command (an `arguments` object). */
export type DataLayerEntry = Record<string, unknown> | IArguments;

interface AnalyticsGlobal {
  dataLayer?: DataLayerEntry[];
  /** Set once the Consent Mode default is in the dataLayer of this page. */
  locusConsentDefault?: true;
}

const scope = globalThis as typeof globalThis & AnalyticsGlobal;

function storedConsentCookie(): string | null {
  return typeof document === "undefined" ? null : cookieValue(document.cookie, CONSENT_COOKIE);
}

/**
 * The page's dataLayer. The first use on a page pushes the Consent Mode default before
 * anything else, so no tag can ever read an event without it: every signal is denied
 * unless the visitor granted it earlier (then the stored choice is the default, and the
 * `update` command only follows a new decision: once per decision, not on every page).
 */
export function dataLayer(): DataLayerEntry[] {
  scope.dataLayer ??= [];
  const layer = scope.dataLayer;
  if (!scope.locusConsentDefault) {
    scope.locusConsentDefault = true;
    pushCommand(layer, ["consent", "default", consentModeState(parseConsent(storedConsentCookie()))]);
  }
  return layer;
}

/**
 * gtag() pushes its `arguments` object, not an array: Google's tags only read commands
 * in that shape, so this helper builds one.
 */
function pushCommand(layer: DataLayerEntry[], args: readonly unknown[]): void {
  (function gtagArguments(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: the tag manager reads only an arguments object
    layer.push(arguments);
  })(...args);
}

/** A gtag() command (`consent update`, …) in the dataLayer, after the Consent Mode default. */
export function gtag(...args: unknown[]): void {
  pushCommand(dataLayer(), args);
}

/** Tests: forget this page's dataLayer. */
export function resetDataLayerForTests(): void {
  delete scope.dataLayer;
  delete scope.locusConsentDefault;
}
