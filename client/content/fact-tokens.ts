import type { Language } from "./languages.ts";
import type { SiteSettings } from "./site-schema.ts";
import {
  type Facts,
  formatEuros,
  formatList,
  formatNumber,
  formatPercent,
  formatShort,
  formatUsd,
  officesInOrder,
} from "../site/facts.ts";

/**
 * Fact tokens (docs/pricing.md, "One set of facts"): page text may write `{{free.requests}}`
 * where it states a fact, and the page is rendered with the value of the site settings,
 * formatted for the page's language. A fact changed in content/site.json then changes on
 * every page and in every language at once. An unknown token fails the content checks.
 */

/** `{{name}}`, the name made of letters and dots. */
const TOKEN = /\{\{\s*([a-zA-Z][a-zA-Z.]*)\s*\}\}/g;

/** What the pricing settings add to the facts: how many public Pro tiers there are. */
export interface FactExtras {
  tierCount: number;
}

/** The company's tokens: its name, form, registered office (the headquarters), register, VAT id and directors. */
function companyValues(facts: Facts, language: Language): Record<string, string> {
  const { company } = facts;
  const office = officesInOrder(facts)[0];
  return {
    "company.name": company.name,
    "company.legalForm": company.legalForm[language],
    "company.address": office ? [...office.address, office.country[language]].join(", ") : "",
    "company.shareCapital": formatEuros(company.shareCapitalEur, language),
    "company.registerName": company.register.name[language],
    "company.registerNumber": company.register.number,
    "company.vatId": company.vatId,
    "company.directors": formatList(
      company.directors.map((d) => `${d.name} (${d.role[language]})`),
      language,
    ),
    "company.email": company.email,
    /** The director of publication: the first director (the President). */
    "company.publicationDirector": company.directors[0]?.name ?? "",
    // Each office's address with its country: "offices.berlin.address".
    ...Object.fromEntries(
      facts.offices.map((o) => [`offices.${o.id}.address`, [...o.address, o.country[language]].join(", ")]),
    ),
  };
}

/** Every token's text in one language. */
export function factValues(facts: Facts, extras: FactExtras, language: Language): Record<string, string> {
  const { free, pro, enterprise } = facts.plans;
  const cities = officesInOrder(facts).map((office) => office.city[language]);
  return {
    ...companyValues(facts, language),
    "free.name": free.name,
    "free.requests": formatNumber(free.requests, language),
    "free.requestsShort": formatShort(free.requests, language),
    "free.support": free.support.summary[language],
    "pro.name": pro.name,
    "pro.tiers": formatNumber(extras.tierCount, language),
    "pro.support": pro.support.summary[language],
    "enterprise.name": enterprise.name,
    "enterprise.sla": formatPercent(enterprise.sla, language),
    "enterprise.support": enterprise.support.summary[language],
    "offices.cities": formatList(cities, language),
    "offices.count": formatNumber(cities.length, language),
    "offices.headquarters": cities[0] ?? "",
    "figures.countries": formatNumber(facts.figures.countries, language),
    "figures.supportLanguages": formatList(
      facts.figures.supportLanguages.map((name) => name[language]),
      language,
    ),
    "moveVerification.fee": formatUsd(facts.moveVerificationFeeUsd, language),
  };
}

/**
 * A page's blocks with the fact tokens of the site settings replaced, in the page's language
 * (unchanged when the settings have no facts: the build refuses that for content/site.json).
 */
export function withFacts<T>(value: T, site: Pick<SiteSettings, "facts" | "pricing">, language: Language): T {
  if (!site.facts) return value;
  return applyFacts(value, factValuesOf(site.facts, site.pricing?.tiers.length ?? 0, language));
}

/**
 * The values of a site's facts, worked out once per facts object and language: the Worker
 * keeps site settings between requests, and every render states them (docs/benchmarks.md).
 */
const factValuesKept = new WeakMap<Facts, Map<string, Readonly<Record<string, string>>>>();

function factValuesOf(facts: Facts, tierCount: number, language: Language): Readonly<Record<string, string>> {
  let byLanguage = factValuesKept.get(facts);
  if (!byLanguage) {
    byLanguage = new Map();
    factValuesKept.set(facts, byLanguage);
  }
  const key = `${language}|${tierCount}`;
  let values = byLanguage.get(key);
  if (!values) {
    values = factValues(facts, { tierCount }, language);
    byLanguage.set(key, values);
  }
  return values;
}

/** The text with each known token replaced by its value; unknown tokens stay as written. */
export function replaceTokens(text: string, values: Readonly<Record<string, string>>): string {
  if (!text.includes("{{")) return text;
  return text.replace(TOKEN, (whole, name: string) => values[name] ?? whole);
}

/**
 * Any JSON value (page blocks, props) with the tokens of its strings replaced: a copy of each
 * array and object that holds a token, the same value where nothing changes (a page is
 * rendered with it on every request; the fewer copies, the less garbage).
 */
export function applyFacts<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === "string") return replaceTokens(value, values) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item: unknown, index) => {
      const replaced = applyFacts(item, values);
      if (replaced === item) return;
      copy ??= [...value];
      copy[index] = replaced;
    });
    return (copy ?? value) as T;
  }
  if (value && typeof value === "object") {
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(value)) {
      const replaced = applyFacts(item, values);
      if (replaced === item) continue;
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = replaced;
    }
    return (copy ?? value) as T;
  }
  return value;
}

/** Token names used in a value that have no fact, for the content checks. */
export function unknownTokens(value: unknown, known: ReadonlySet<string>, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    for (const match of value.matchAll(TOKEN)) if (!known.has(match[1] as string)) found.add(match[1] as string);
  } else if (Array.isArray(value)) for (const item of value) unknownTokens(item, known, found);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) unknownTokens(item, known, found);
  return found;
}
