/**
 * The 14 free tools (docs/tools.md): their routes, kinds and the rules
 * that differ between them. The page block `freeTool` names one; its island reads the rest
 * from here.
 */

export type ToolKind = "address" | "geocode" | "location";

/** What a location tool puts first (docs/tools.md). */
export type LocationFocus = "address" | "position" | "country" | "zip" | "zip4";

export interface ToolDefinition {
  kind: ToolKind;
  /** Link text in the "More free tools" list and the footer. */
  name: string;
  /** Country selected at start (alpha-2); null: the visitor's country from /api/geolocation. */
  defaultCountry?: string | null;
  /** The Eircode or ZIP notice shown while another country is selected. */
  notice?: "eircode" | "zip";
  /** The postcode is highlighted, with its own Copy button. */
  highlightPostcode?: boolean;
  /** "Computing-related products" lists Geolocation too ("on most pages", docs/tools.md). */
  listsGeolocation: boolean;
  focus?: LocationFocus;
}

export const TOOLS = {
  "address-verification": {
    kind: "address",
    name: "Address verification",
    defaultCountry: null,
    listsGeolocation: true,
  },
  "address-autocomplete": {
    kind: "address",
    name: "Address autocomplete demo",
    defaultCountry: null,
    listsGeolocation: true,
  },
  "eircode-finder": {
    kind: "address",
    name: "Eircode finder",
    defaultCountry: "IE",
    notice: "eircode",
    highlightPostcode: true,
    listsGeolocation: false,
  },
  "postcode-finder-uk": {
    kind: "address",
    name: "UK postcode finder",
    defaultCountry: "GB",
    highlightPostcode: true,
    listsGeolocation: false,
  },
  "royal-mail-postcode-finder": {
    kind: "address",
    name: "Royal Mail postcode finder",
    defaultCountry: "GB",
    highlightPostcode: true,
    listsGeolocation: false,
  },
  "postcode-finder": { kind: "address", name: "Postcode finder", defaultCountry: null, listsGeolocation: true },
  "zip-code-lookup": {
    kind: "address",
    name: "ZIP code finder",
    defaultCountry: "US",
    notice: "zip",
    listsGeolocation: true,
  },
  "usps-address-verification": {
    kind: "address",
    name: "US address verification",
    defaultCountry: "US",
    listsGeolocation: true,
  },
  "geocode-lookup": { kind: "geocode", name: "Geocode lookup", listsGeolocation: true },
  "what-is-my-address": { kind: "location", name: "What is my address?", focus: "address", listsGeolocation: true },
  "where-am-i-find-my-location": { kind: "location", name: "Where am I?", focus: "position", listsGeolocation: true },
  "what-country-am-i-in": { kind: "location", name: "What country am I in?", focus: "country", listsGeolocation: true },
  "what-is-my-zip-code": { kind: "location", name: "What is my ZIP code?", focus: "zip", listsGeolocation: true },
  "my-zip-code-extra-4-digits": {
    kind: "location",
    name: "The extra 4 digits of my ZIP code",
    focus: "zip4",
    listsGeolocation: true,
  },
} as const satisfies Record<string, ToolDefinition>;

export type ToolSlug = keyof typeof TOOLS;
export const TOOL_SLUGS = Object.keys(TOOLS) as ToolSlug[];

export function tool(slug: ToolSlug): ToolDefinition {
  return TOOLS[slug];
}

/** The island that renders each kind of tool. */
export const TOOL_ISLANDS = { address: "tool-address", geocode: "tool-geocode", location: "tool-location" } as const;

/** docs/tools.md: "Computing-related products" links to Localities, Map and, on most pages, Geolocation. */
export function relatedProducts(slug: ToolSlug): { name: string; href: string }[] {
  const products = [
    { name: "Localities API", href: "/products/localities" },
    { name: "Maps", href: "/products/map" },
  ];
  if (tool(slug).listsGeolocation) products.push({ name: "Geolocation", href: "/products/geolocation" });
  return products;
}

/** Tool pages link to each other: every other tool, in catalogue order. */
export function otherTools(slug: ToolSlug): { name: string; href: string }[] {
  return TOOL_SLUGS.filter((s) => s !== slug).map((s) => ({ name: TOOLS[s].name, href: `/${s}` }));
}
