import * as v from "valibot";
import { LANGUAGES, type Language } from "../content/languages.ts";

/**
 * The facts the site states about Locus, kept once in the site settings (content/site.json,
 * `facts`) and shared by every language (docs/pricing.md, "One set of facts"): the plans and
 * their free allowance (counted in requests), the support each plan gets, the offices and
 * the teams in them, the figures the home page shows and the US move-verification fee.
 * Pages read them through fact tokens ("{{free.requests}}", client/content/fact-tokens.ts)
 * or from blocks that read the settings; the content check (client/content/fact-check.ts)
 * fails the build when a page states a plan fact that disagrees.
 */

const text = (field: string) => v.pipe(v.string(`${field} must be text`), v.nonEmpty(`${field} must not be empty`));

/** A short text in every language of the site, so that no language falls back to English. */
const localized = (field: string) =>
  v.strictObject(
    Object.fromEntries(LANGUAGES.map((language) => [language, text(`${field}.${language}`)])) as Record<
      Language,
      ReturnType<typeof text>
    >,
  );

const whole = (field: string, min: number) =>
  v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be whole`), v.minValue(min));

const percent = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.minValue(90, `${field} must be a percentage of at least 90`),
    v.maxValue(100),
  );

/** How fast a plan's support answers: the words a page may use for it ("one business day"). */
const support = v.strictObject({
  /** One line for cards and tables, in every language. */
  summary: localized("support.summary"),
  /** First-response times this plan promises, in English words ("one business day"). */
  responseTimes: v.pipe(v.array(text("responseTimes")), v.minLength(1)),
});

const office = v.strictObject({
  id: v.pipe(text("id"), v.regex(/^[a-z][a-z0-9-]*$/, "id must be lower-case letters, digits and dashes")),
  /** The city's name in each language ("London", "Londres"). */
  city: localized("city"),
  headquarters: v.optional(v.boolean(), false),
  /** Street address lines, as on an envelope (the country is separate). */
  address: v.pipe(v.array(text("address")), v.minLength(1), v.maxLength(4)),
  country: localized("country"),
  /** Who works there, in every language ("Support and sales for German-speaking customers"). */
  team: localized("team"),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});

/**
 * The company behind the site, as its legal pages state it (docs/pricing.md): the German
 * Impressum, the legal notice, the privacy policy and the terms read it through fact tokens.
 * Its registered office is the headquarters among `offices`.
 */
const company = v.strictObject({
  /** The name with its legal form's abbreviation ("Locus SAS"). */
  name: text("name"),
  /** The legal form spelled out in each language. */
  legalForm: localized("legalForm"),
  /** Share capital in euros, fully paid up. */
  shareCapitalEur: whole("shareCapitalEur", 1),
  /** The trade register: the registry's name in each language and the number it gives. */
  register: v.strictObject({
    name: localized("register.name"),
    number: v.pipe(
      text("register.number"),
      v.regex(/^\d{3} \d{3} \d{3}$/, "register.number must be a SIREN: 123 456 789"),
    ),
  }),
  /** The intra-community VAT number: FR, a two-digit key and the SIREN. */
  vatId: v.pipe(text("vatId"), v.regex(/^FR\d{2} \d{9}$/, "vatId must be FR, two digits, a space and nine digits")),
  /** Who represents the company in law, with their role in each language. */
  directors: v.pipe(
    v.array(v.strictObject({ name: text("directors.name"), role: localized("directors.role") })),
    v.minLength(1, "at least 1 director"),
  ),
  /** Where legal notices are sent. */
  email: v.pipe(text("email"), v.email("email must be an email address")),
});

export const factsSchema = v.strictObject({
  company,
  plans: v.strictObject({
    free: v.strictObject({
      name: text("name"),
      /** The free allowance, in API requests a month (docs/pricing.md: "up to 10k free API requests"). */
      requests: whole("requests", 1),
      support,
    }),
    pro: v.strictObject({ name: text("name"), support }),
    enterprise: v.strictObject({
      name: text("name"),
      /** The monthly uptime the Enterprise SLA commits to, in percent (the SLA page states it too). */
      sla: percent("sla"),
      support,
    }),
  }),
  offices: v.pipe(
    v.array(office),
    v.minLength(1, "at least 1 office"),
    v.check((list) => list.filter((o) => o.headquarters).length === 1, "exactly one office is the headquarters"),
    v.check((list) => new Set(list.map((o) => o.city.en)).size === list.length, "each office in its own city"),
  ),
  figures: v.strictObject({
    /** Countries and territories the Localities API covers ("more than 200"). */
    countries: whole("countries", 1),
    /** Languages support and documentation are given in (the support guidelines name them). */
    supportLanguages: v.pipe(v.array(localized("supportLanguages")), v.minLength(1)),
    /**
     * Median answer time of the production API, as measured by the site's own benchmark run
     * against production. Left out until such a measurement exists: a local run is never quoted.
     */
    answerTime: v.optional(
      v.strictObject({ medianMs: whole("medianMs", 1), measured: v.pipe(text("measured"), v.isoDate()) }),
    ),
  }),
  /** docs/pricing.md: the US move-verification fee, in US dollars, per address checked. */
  moveVerificationFeeUsd: v.pipe(v.number(), v.minValue(0)),
});

export type Facts = v.InferOutput<typeof factsSchema>;
export type Office = Facts["offices"][number];
export type Company = Facts["company"];
export type PlanId = keyof Facts["plans"];

const LOCALES: Record<Language, string> = { en: "en-GB", de: "de-DE", fr: "fr-FR" };

/**
 * Formatters built once per isolate and kept: building an Intl formatter costs far more than
 * using one, and every page render states several facts (docs/benchmarks.md).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.ListFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** 10000 → "10,000" (en), "10.000" (de), "10 000" (fr). */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(LOCALES[language]).format(value);
}

/** 99.9 → "99.9%" (en), "99,9 %" (de, fr). */
export function formatPercent(value: number, language: Language): string {
  const number = numberFormat(LOCALES[language], { maximumFractionDigits: 3 }).format(value);
  return language === "en" ? `${number}%` : `${number}\u00a0%`;
}

/** 10000 → "10k" (the spec's short form), 1500 → "1.5k"; other languages write the number. */
export function formatShort(value: number, language: Language): string {
  if (language !== "en" || value < 1000 || value % 100 !== 0) return formatNumber(value, language);
  return `${numberFormat("en", { maximumFractionDigits: 1 }).format(value / 1000)}k`;
}

/** 1.1 → "1.10 USD" (en), "1,10 USD" (de, fr): the spec writes the fee in US dollars for every visitor. */
export function formatUsd(value: number, language: Language): string {
  const amount = numberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount.format(value)}\u00a0USD`;
}

/** 120000 → "€120,000" (en), "120.000 €" (de), "120 000 €" (fr). */
export function formatEuros(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(value);
}

/** "Lyon, Berlin and London" in the page's language. */
export function formatList(items: readonly string[], language: Language): string {
  const key = `l|${language}`;
  let format = formatters.get(key) as Intl.ListFormat | undefined;
  if (!format) {
    format = new Intl.ListFormat(LOCALES[language], { type: "conjunction" });
    formatters.set(key, format);
  }
  return format.format(items);
}

/** The offices, headquarters first. */
export function officesInOrder(facts: Facts): Office[] {
  return [...facts.offices].sort((a, b) => Number(b.headquarters) - Number(a.headquarters));
}
