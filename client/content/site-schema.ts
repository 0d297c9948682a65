import * as v from "valibot";
import {
  consentSettingsSchema,
  DEFAULT_CONSENT_SETTINGS,
  DEFAULT_TRACKING_SETTINGS,
  servicesSchema,
  trackingSettingsSchema,
} from "../consent/settings-schema.ts";
import { developerSettingsSchema } from "../developers/settings.ts";
import { ICON_NAMES } from "../icons/icon-names.ts";
import { pricingSettingsSchema } from "../pricing/settings.ts";
import { factsSchema } from "../site/facts.ts";

/** docs/content-model.md: product categories, each with its own colour in menus. */
export const PRODUCT_CATEGORIES = [
  "address",
  "connectors",
  "distance",
  "geofencing",
  "geolocation",
  "indoor",
  "localities",
  "mapping",
  "map",
  "multisearch",
  "storesearch",
  "storelocator",
  "traffic",
] as const;

/** docs/content-model.md: the banner has six colours. */
export const BANNER_COLORS = ["blue", "green", "yellow", "orange", "purple", "dark"] as const;

export const SOCIAL_ICONS = ["linkedin", "github", "x", "youtube", "facebook", "instagram"] as const;

const text = (field: string) => v.pipe(v.string(`${field} must be text`), v.nonEmpty(`${field} must not be empty`));

/** Analytics fields carried by calls to action (docs/content-model.md). */
const analytics = {
  gaid: v.optional(v.string()),
  category: v.optional(v.string()),
  action: v.optional(v.string()),
  label: v.optional(v.string()),
};

const callToAction = v.strictObject({ text: text("text"), href: text("href"), ...analytics });
/** A call to action whose address is fixed by the site (Log in: configuration; Sign up: the contact funnel, docs/content-model.md). */
const fixedCallToAction = v.strictObject({ text: text("text"), ...analytics });

const menuItem = v.strictObject({
  text: text("text"),
  href: text("href"),
  description: v.optional(v.string()),
  color: v.optional(v.picklist(PRODUCT_CATEGORIES)),
  subcategory: v.optional(v.string()),
  gaid: v.optional(v.string()),
  icon: v.optional(v.picklist(ICON_NAMES)),
});

const menuColumn = (max: number, min = 0) =>
  v.strictObject({
    title: text("title"),
    items: v.pipe(
      v.array(menuItem),
      v.minLength(min, `needs at least ${min} item`),
      v.maxLength(max, `at most ${max} items`),
    ),
  });

const footerLink = v.strictObject({ text: text("text"), href: text("href"), gaid: v.optional(v.string()) });
const footerMenu = (max: number) =>
  v.strictObject({
    title: text("title"),
    links: v.pipe(v.array(footerLink), v.maxLength(max, `at most ${max} links`)),
  });

const legalLink = v.pipe(
  v.strictObject({
    title: text("title"),
    url: v.optional(v.string()),
    cookieManagement: v.optional(v.boolean(), false),
    gaid: v.optional(v.string()),
  }),
  v.check(
    (link) => link.cookieManagement || Boolean(link.url),
    "a legal link needs a url unless it is the cookie management link",
  ),
);

export const siteSchema = v.strictObject({
  name: text("name"),
  tagline: text("tagline"),
  /** Where people write for help: the sign-up's generic error links to it (docs/signup.md). */
  supportEmail: v.pipe(text("supportEmail"), v.email("supportEmail must be an email address")),
  banner: v.optional(
    v.strictObject({
      text: text("text"),
      link: v.optional(v.strictObject({ text: text("text"), href: text("href") })),
      color: v.picklist(BANNER_COLORS, `color must be one of ${BANNER_COLORS.join(", ")}`),
    }),
  ),
  header: v.strictObject({
    exploreMap: callToAction,
    pricing: callToAction,
    contact: callToAction,
    login: fixedCallToAction,
    signup: fixedCallToAction,
    products: v.strictObject({
      label: text("label"),
      useCases: menuColumn(20),
      products: menuColumn(20),
      industries: menuColumn(20),
    }),
    partnership: v.strictObject({ label: text("label"), menu: menuColumn(20, 1) }),
    resources: v.strictObject({
      label: text("label"),
      business: menuColumn(20),
      developers: menuColumn(20),
    }),
  }),
  footer: v.strictObject({
    menus: v.strictObject({
      clients: footerMenu(10),
      products: footerMenu(20),
      industries: footerMenu(20),
      pricing: footerMenu(20),
      developers: footerMenu(20),
      company: footerMenu(20),
      freeTools: footerMenu(20),
      additional: footerMenu(20),
    }),
    social: v.pipe(
      v.array(v.strictObject({ url: text("url"), icon: v.picklist(SOCIAL_ICONS), label: text("label") })),
      v.maxLength(20),
    ),
    legal: v.pipe(v.array(legalLink), v.maxLength(20)),
    additionalImage: v.optional(
      v.strictObject({ url: text("url"), alt: v.string(), width: v.number(), height: v.number() }),
    ),
    note: text("note"),
  }),
  /** Breadcrumb section page of each prefixed page type (its path), when the site has one. */
  sectionPages: v.optional(v.record(v.string(), v.string()), {}),
  /** The consent banner's texts and the cookies' domain (client/consent/settings-schema.ts). */
  consent: v.optional(consentSettingsSchema, DEFAULT_CONSENT_SETTINGS),
  /** Ids and URLs of each third-party service; a service left out is off (docs/consent.md). */
  services: v.optional(servicesSchema, {}),
  /** Analytics settings: the pricing default utm_source. */
  tracking: v.optional(trackingSettingsSchema, DEFAULT_TRACKING_SETTINGS),
  /**
   * The facts pages state (plans, free allowance, support per plan, offices, figures), once for
   * every language (client/site/facts.ts); the build requires them in content/site.json.
   */
  facts: v.optional(factsSchema),
  /** Pro's tiers, credits per API, the simulator's default plan and the marketplace link. */
  pricing: v.optional(pricingSettingsSchema),
  /** The product API's base address and rate limits, for the developer page (client/developers/settings.ts). */
  developers: v.optional(developerSettingsSchema),
});

export type SiteSettings = v.InferOutput<typeof siteSchema>;
export type MenuItem = v.InferOutput<typeof menuItem>;
export type CallToAction = v.InferOutput<typeof callToAction>;
export type FooterMenu = v.InferOutput<ReturnType<typeof footerMenu>>;
