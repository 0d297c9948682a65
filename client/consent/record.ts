import { isServiceId, SERVICES, type Purpose, type ServiceId } from "./services.ts";

/**
 * The visitor's consent: one state per service (docs/consent.md "one consent cookie with
 * a state per service"), and when it was decided. A service missing from `services`
 * has never been decided.
 */
export interface ConsentRecord {
  /** Seconds since the epoch of the last decision. */
  decidedAt: number;
  services: Partial<Record<ServiceId, boolean>>;
}

/** The consent cookie's name; it lasts 365 days on the parent domain (docs/consent.md). */
export const CONSENT_COOKIE = "locus_consent";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const FORMAT = "v1";

/**
 * The cookie value: `v1|<decidedAt>|tagManager:1|chat:0`. Only characters a cookie value
 * may hold unencoded (RFC 6265 cookie-octet), so it reads the same on the server.
 */
export function serializeConsent(record: ConsentRecord): string {
  const states = Object.entries(record.services).map(([id, granted]) => `${id}:${granted ? 1 : 0}`);
  return [FORMAT, String(Math.floor(record.decidedAt)), ...states].join("|");
}

/**
 * Reads a cookie value written by serializeConsent. Anything else (another format, a
 * hand-edited value) is null, that is "not decided": the visitor is asked again rather
 * than assumed to agree. Services this site no longer knows are dropped.
 */
export function parseConsent(value: string | null | undefined): ConsentRecord | null {
  if (!value) return null;
  const [format, decidedAt, ...states] = value.split("|");
  const seconds = Number(decidedAt);
  if (format !== FORMAT || !Number.isSafeInteger(seconds) || seconds < 0) return null;
  const services: ConsentRecord["services"] = {};
  for (const state of states) {
    const match = /^([A-Za-z]+):([01])$/.exec(state);
    if (!match) return null;
    const [, id = "", granted] = match;
    if (isServiceId(id)) services[id] = granted === "1";
  }
  return { decidedAt: seconds, services };
}

/** The value of one cookie in a `document.cookie` or Cookie header string (the first copy). */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** True when the visitor consented to this service (security services need no consent). */
export function isGranted(record: ConsentRecord | null, id: ServiceId): boolean {
  return SERVICES[id].purpose === "security" || record?.services[id] === true;
}

/**
 * The banner asks while a configured service that needs consent has no recorded state:
 * on the first visit, and again when a new service has been configured since.
 */
export function needsDecision(record: ConsentRecord | null, configured: readonly ServiceId[]): boolean {
  return configured.some((id) => SERVICES[id].purpose !== "security" && record?.services[id] === undefined);
}

/**
 * A decision over the configured services: each purpose granted or not. Services of
 * purposes not named keep their previous state (or are declined when never decided).
 */
export function decide(
  previous: ConsentRecord | null,
  configured: readonly ServiceId[],
  purposes: Partial<Record<Purpose, boolean>>,
  now: number,
): ConsentRecord {
  const services: ConsentRecord["services"] = { ...previous?.services };
  for (const id of configured) {
    const purpose = SERVICES[id].purpose;
    if (purpose === "security") continue;
    const granted = purposes[purpose];
    services[id] = granted ?? services[id] ?? false;
  }
  return { decidedAt: Math.floor(now / 1000), services };
}

/** One service granted (an embed's "enable" button), everything else unchanged. */
export function grantService(previous: ConsentRecord | null, id: ServiceId, now: number): ConsentRecord {
  return { decidedAt: Math.floor(now / 1000), services: { ...previous?.services, [id]: true } };
}

/** Services that were granted before and are not any more: their cookies are expired. */
export function withdrawn(before: ConsentRecord | null, after: ConsentRecord): ServiceId[] {
  return (Object.keys(before?.services ?? {}) as ServiceId[]).filter(
    (id) => before?.services[id] && !after.services[id],
  );
}

/** Whether a purpose counts as granted in the settings view: all its configured services are. */
export function purposeGranted(
  record: ConsentRecord | null,
  configured: readonly ServiceId[],
  purpose: Purpose,
): boolean {
  const ids = configured.filter((id) => SERVICES[id].purpose === purpose);
  return ids.length > 0 && ids.every((id) => record?.services[id] === true);
}
