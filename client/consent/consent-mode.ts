import type { ConsentRecord } from "./record.ts";
import { CONSENT_SIGNALS, SERVICES, type ConsentSignal, type ServiceId } from "./services.ts";

export type ConsentModeState = Record<ConsentSignal, "granted" | "denied">;

/**
 * Google Consent Mode v2 state for a consent record: a signal is granted while a service
 * that controls it is granted (the tag manager: analytics_storage; the marketing pixel:
 * the three ad_* signals), and denied otherwise, including before any decision.
 */
export function consentModeState(record: ConsentRecord | null): ConsentModeState {
  const state = Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, "denied"])) as ConsentModeState;
  for (const [id, granted] of Object.entries(record?.services ?? {})) {
    if (!granted) continue;
    for (const signal of SERVICES[id as ServiceId].signals ?? []) state[signal] = "granted";
  }
  return state;
}
