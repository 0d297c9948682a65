/**
 * The registry of third-party services the site can use, shared by the server (settings,
 * dialog, CSP) and the browser (loading after consent). A service's purpose, where it
 * loads and what it controls are fixed here; its ids and URLs come from site settings
 * (client/content/site-schema.ts `services`), and a service without settings is off.
 */

/** docs/consent.md: services by purpose. Security is required and cannot be declined. */
export const PURPOSES = ["analytics", "tools", "security"] as const;
export type Purpose = (typeof PURPOSES)[number];

export const SERVICE_IDS = [
  "tagManager",
  "marketingPixel",
  "socialAdPixel",
  "businessNetwork",
  "visitorIdentification",
  "reviewTracker",
  "chat",
  "officesMap",
  "video",
  "codeSandbox",
  "fiddle",
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** Google Consent Mode v2 signals. */
export const CONSENT_SIGNALS = ["analytics_storage", "ad_storage", "ad_user_data", "ad_personalization"] as const;
export type ConsentSignal = (typeof CONSENT_SIGNALS)[number];

/**
 * Where a service loads once consented:
 * - `page`: a script on every page (the chat skips free-tool pages);
 * - `slot`: a script only on pages holding a `data-service-slot` element for it
 *   (client/consent/consent-embed.tsx `ServiceSlot`), placed by a section;
 * - `embed`: an iframe per `data-consent-embed` placeholder, no script.
 */
export type Placement = "page" | "slot" | "embed";

export interface ServiceRule {
  purpose: Purpose;
  placement: Placement;
  /** Consent Mode signals granted while this service is consented. */
  signals?: readonly ConsentSignal[];
  /** First-party cookies the vendor sets (`*` ends a prefix), expired when consent is withdrawn. */
  cookies?: readonly string[];
}

export const SERVICES: Record<ServiceId, ServiceRule> = {
  tagManager: {
    purpose: "analytics",
    placement: "page",
    signals: ["analytics_storage"],
    cookies: ["_ga", "_ga_*", "_gid", "_gat*"],
  },
  marketingPixel: {
    purpose: "analytics",
    placement: "page",
    signals: ["ad_storage", "ad_user_data", "ad_personalization"],
    cookies: ["_gcl_*", "hubspotutk", "__hs*"],
  },
  socialAdPixel: { purpose: "analytics", placement: "page", cookies: ["_fbp", "_fbc"] },
  businessNetwork: { purpose: "analytics", placement: "page", cookies: ["li_*", "lidc", "bcookie"] },
  visitorIdentification: { purpose: "analytics", placement: "page", cookies: ["_lfa*"] },
  reviewTracker: { purpose: "analytics", placement: "slot" },
  chat: { purpose: "tools", placement: "page" },
  officesMap: { purpose: "tools", placement: "slot" },
  video: { purpose: "tools", placement: "embed" },
  codeSandbox: { purpose: "tools", placement: "embed" },
  fiddle: { purpose: "tools", placement: "embed" },
};

export function isServiceId(value: string): value is ServiceId {
  return Object.hasOwn(SERVICES, value);
}
