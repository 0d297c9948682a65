import type { Page } from "./page-schema.ts";

/**
 * Sentence case in our own English headings and buttons (docs/section-library.md): a heading
 * or a button label whose words are capitalised like a title ("What Our Customers Say") is
 * reported. The spec's verbatim texts, product names and proper names are excepted, from
 * one list (`SENTENCE_CASE_EXCEPTIONS`).
 */

/** Texts and names written with capitals on purpose: the spec's verbatim texts, products, places, customers. */
export const SENTENCE_CASE_EXCEPTIONS: readonly string[] = [
  // The spec's verbatim texts.
  "Start your FREE TRIAL",
  "Explore Map",
  "Share Your Location",
  "Copy Address",
  "Copy Coords",
  "Copy Link",
  "My Address",
  "Geocode Precision",
  "ZIP Code",
  "Postal Code",
  "State / Region",
  // Products, plans and tiers.
  "Localities API",
  "Locus Maps",
  "Locus Geolocation",
  "Store Locator",
  "Indoor Maps",
  "Distance API",
  "Search API",
  "Pro Starter",
  "Pro Growth",
  "Pro Scale",
  "Pro Volume",
  "AWS Marketplace",
  "Salesforce B2C Commerce",
  "Royal Mail",
  "Natural Earth",
  "Content Security Policy",
  "Salesforce Commerce Cloud",
  "BigCommerce",
  "Spatial Days Berlin",
  "Locus Stores",
  // Places and words of other languages that a heading names.
  "Great Britain",
  "United States",
  "Straße",
  "Hausnummer",
  "Packstation",
  "Postfiliale",
  "Postfach",
  "Northern Ireland",
  "Faroe Islands",
  "Canary Islands",
  "Las Palmas de Gran Canaria",
  "European Union",
  "European Economic Area",
  "United Kingdom",
  // Terms the legal pages define.
  "Restricted Transfers",
  "Personal Data Breaches",
  "Parties",
];

/** Words of a heading after the first (exceptions removed), not all capitals (acronyms: "API", "UK"). */
function laterWords(text: string, names: readonly string[]): string[] {
  // "4.1 Obligations of Locus": the numbering is not the first word.
  let rest = text.replace(/^\s*\d+(\.\d+)*\.?\s+/, "");
  for (const name of [...SENTENCE_CASE_EXCEPTIONS, ...names]) rest = rest.split(name).join(" ");
  return rest
    .split(/[\s/–—-]+/)
    .slice(1)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((word) => word.length >= 2 && word !== word.toUpperCase());
}

/**
 * Whether a text reads as Title Case: at least two of its later words, and most of them,
 * start with a capital. Proper names scattered in a sentence ("Kyma Ferries: the gate before
 * the hotel") do not; "The Gate Before The Hotel" does.
 */
export function isTitleCase(text: string, names: readonly string[] = []): boolean {
  const words = laterWords(text, names);
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
  return capitalised.length >= 2 && capitalised.length / words.length > 0.6;
}

/** Blocks whose titles are names of places, not our headings (a map's points of interest). */
const NAMES_ONLY_BLOCKS = new Set(["discoverMap"]);

/** Props that hold a heading or a button's words. */
const HEADING_KEYS = new Set(["title", "subtitle", "secondaryTitle", "label", "cta", "header", "heading"]);

function headingTexts(value: unknown, key: string, out: string[]): string[] {
  if (typeof value === "string") {
    if (HEADING_KEYS.has(key)) out.push(value);
  } else if (Array.isArray(value)) for (const item of value) headingTexts(item, key, out);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    // Rich-text headings: { "h": 2, "text": "…" }.
    if (typeof record.h === "number" && typeof record.text === "string") out.push(record.text);
    for (const [k, item] of Object.entries(record)) headingTexts(item, k, out);
  }
  return out;
}

/** The words of the site's English frame: menus, calls to action, footer titles and links. */
export function siteTexts(site: unknown): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (["text", "title", "label"].includes(key)) out.push(value);
    } else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === "object")
      for (const [k, item] of Object.entries(value as Record<string, unknown>)) walk(item, k);
  };
  const { header, footer } = (site ?? {}) as { header?: unknown; footer?: { menus?: Record<string, unknown> } };
  // The customers' menu is a list of names.
  const { clients: _names, ...menus } = footer?.menus ?? {};
  walk({ header, footer: { ...footer, menus } }, "");
  return out;
}

/** Title Case headings and button labels of the English pages (and site settings), with their files. */
export function titleCaseProblems(
  pages: readonly { file: string; page: Page }[],
  site?: { file: string; settings: unknown },
  /** Proper names besides the list: the customers the stories name. */
  names: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  if (site)
    for (const text of siteTexts(site.settings))
      if (isTitleCase(text, names))
        problems.push(`${site.file}: "${text}" is in Title Case; write it in sentence case`);
  for (const { file, page } of pages) {
    if (page.language !== "en") continue;
    const blocks = page.blocks.filter((block) => !NAMES_ONLY_BLOCKS.has(block.type));
    for (const text of headingTexts(blocks, "", []))
      if (isTitleCase(text, names)) problems.push(`${file}: "${text}" is in Title Case; write it in sentence case`);
  }
  return problems;
}
