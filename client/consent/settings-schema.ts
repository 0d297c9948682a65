import * as v from "valibot";
import type { ServiceId } from "./services.ts";

/**
 * Site settings of consent and third-party services (site.json `consent`, `services`,
 * `tracking`). Values end up in URLs, HTML and the Content-Security-Policy header, so
 * they are checked strictly here, at sync time and again when the Worker reads them.
 */

const text = (field: string) => v.pipe(v.string(`${field} must be text`), v.nonEmpty(`${field} must not be empty`));

/** A vendor account id as it goes into a URL: letters, digits and - _ . : only. */
const vendorId = v.pipe(
  v.string("id must be text"),
  v.regex(/^[A-Za-z0-9_.:-]{1,64}$/, "id may hold letters, digits and - _ . : (at most 64)"),
);

/** https, or a path on this site (local test vendors); no quotes, spaces or angle brackets. */
const URL_PATTERN = /^(?:https:\/\/[a-z0-9.-]+(?::\d+)?(?:\/[^\s"'<>\\]*)?|\/[^/\s"'<>\\][^\s"'<>\\]*)$/i;

const scriptUrl = v.pipe(
  v.string("scriptUrl must be text"),
  v.regex(URL_PATTERN, "scriptUrl must be an https:// URL or a path starting with /"),
);

const embedUrl = v.pipe(
  v.string("embedUrl must be text"),
  v.regex(URL_PATTERN, "embedUrl must be an https:// URL or a path starting with /"),
  v.includes("{id}", "embedUrl must hold {id}, where the embed's id goes"),
);

/** A CSP source for a host the vendor's script reaches: https://host or https://*.host. */
const cspSource = v.pipe(
  v.string(),
  v.regex(
    /^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?$/,
    "a CSP source must look like https://host.example or https://*.host.example",
  ),
);
const cspSources = v.optional(v.pipe(v.array(cspSource), v.maxLength(20, "at most 20 sources")));

/** Hosts a vendor needs beyond its script's (or embed's) own origin, by CSP directive. */
const cspExtras = v.optional(
  v.strictObject({ script: cspSources, connect: cspSources, frame: cspSources, img: cspSources }),
);

/** A script service: `{id}` in scriptUrl is replaced by the (URL-encoded) id. */
const scriptService = v.pipe(
  v.strictObject({ id: v.optional(vendorId), scriptUrl, csp: cspExtras }),
  v.check((s) => !s.scriptUrl.includes("{id}") || s.id !== undefined, "scriptUrl holds {id}, so an id is needed"),
);

/** An embed service: each embed's own id (a video, a sandbox) goes into `{id}`. */
const embedService = v.strictObject({ embedUrl, csp: cspExtras });

/** One entry per service of the registry (client/consent/services.ts); a service left out is off. */
export const servicesSchema = v.strictObject({
  tagManager: v.optional(scriptService),
  marketingPixel: v.optional(scriptService),
  socialAdPixel: v.optional(scriptService),
  businessNetwork: v.optional(scriptService),
  visitorIdentification: v.optional(scriptService),
  reviewTracker: v.optional(scriptService),
  chat: v.optional(scriptService),
  officesMap: v.optional(scriptService),
  video: v.optional(embedService),
  codeSandbox: v.optional(embedService),
  fiddle: v.optional(embedService),
});

// Compile-time check: every service of the registry has its settings entry.
servicesSchema.entries satisfies Record<ServiceId, unknown>;

export const consentSettingsSchema = v.strictObject({
  /** The banner's heading and text (the dialog's accessible name and description). */
  title: text("title"),
  text: text("text"),
  /** The cookie policy, linked from the banner. */
  policy: v.strictObject({ text: text("text"), href: text("href") }),
  /**
   * Domain of the consent and locale cookies. Default: the parent domain of SITE_URL
   * (www.locus.example → locus.example); the browser falls back to the host alone when
   * the domain is refused (a public suffix).
   */
  cookieDomain: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, "cookieDomain must be a domain name")),
  ),
});

/** Used when site settings have no `consent` section. */
export const DEFAULT_CONSENT_SETTINGS: ConsentSettings = {
  title: "Your privacy choices",
  text: "We would like to use services of other companies to measure visits, show our campaigns' results, chat with you and play embedded videos and code. They load only if you agree. Security cookies are always on.",
  policy: { text: "Cookie policy", href: "/policies/cookies" },
};

export const trackingSettingsSchema = v.strictObject({
  /** utm_source of the UTM record a pricing call to action starts when the visitor came without one. */
  pricingUtmSource: text("pricingUtmSource"),
});

export const DEFAULT_TRACKING_SETTINGS: TrackingSettings = { pricingUtmSource: "website-pricing" };

export type ServicesSettings = v.InferOutput<typeof servicesSchema>;
export type ScriptServiceSettings = v.InferOutput<typeof scriptService>;
export type EmbedServiceSettings = v.InferOutput<typeof embedService>;
export type ConsentSettings = v.InferOutput<typeof consentSettingsSchema>;
export type TrackingSettings = v.InferOutput<typeof trackingSettingsSchema>;
