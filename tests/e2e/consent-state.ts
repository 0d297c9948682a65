import { serializeConsent, CONSENT_COOKIE } from "../../client/consent/record.ts";
import { SERVICE_IDS, type ServiceId } from "../../client/consent/services.ts";

/**
 * A consent cookie for browser tests: every service declined, except those granted. The
 * Playwright config gives every test a visitor who has declined everything, so that the
 * banner (a modal dialog) does not stand in front of what other tests click; the consent
 * tests start from a fresh visitor instead.
 */
export function consentCookie(granted: readonly ServiceId[] = []) {
  const services = Object.fromEntries(SERVICE_IDS.map((id) => [id, granted.includes(id)]));
  return {
    name: CONSENT_COOKIE,
    value: serializeConsent({ decidedAt: 1_767_225_600, services }),
    domain: "localhost",
    path: "/",
    expires: Math.floor(Date.now() / 1000) + 86_400,
    httpOnly: false,
    secure: false,
    sameSite: "Lax" as const,
  };
}
