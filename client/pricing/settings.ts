import * as v from "valibot";
import type { Language } from "../content/languages.ts";
import { cheapestTierId, exampleVolumes } from "./cost.ts";
import { CURRENCIES } from "./currency.ts";

/**
 * The pricing settings of the site (content/site.json, `pricing`): the APIs and what one
 * request of each costs in credits, the Free plan's credits, Pro's 4 public tiers with their
 * monthly price and the price of extra credits in each currency, the simulator's default
 * plan id (docs/pricing.md) and the cloud marketplace where Pro can also be bought.
 */

const text = (field: string) => v.pipe(v.string(`${field} must be text`), v.nonEmpty(`${field} must not be empty`));
const id = (field: string) =>
  v.pipe(
    text(field),
    v.regex(/^[a-z0-9][a-z0-9-]{0,31}$/, `${field} must be lower-case letters, digits and dashes (at most 32)`),
  );
const wholeNumber = (field: string, min: number) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.integer(`${field} must be a whole number`),
    v.minValue(min, `${field} must be at least ${min}`),
  );
const money = (field: string) =>
  v.pipe(v.number(`${field} must be a number`), v.minValue(0, `${field} must not be negative`));

/** A price in each of the site's currencies (docs/pricing.md: euros, dollars, pounds). */
const prices = (field: string) =>
  v.strictObject(
    Object.fromEntries(CURRENCIES.map((currency) => [currency, money(`${field}.${currency}`)])) as Record<
      (typeof CURRENCIES)[number],
      ReturnType<typeof money>
    >,
  );

/** An API's name and unit in German and in French (the simulator and the plans table read them). */
const apiWords = (language: string) =>
  v.strictObject({ name: text(`words.${language}.name`), unit: text(`words.${language}.unit`) });

const api = v.strictObject({
  id: id("id"),
  /** "Address autocomplete". */
  name: text("name"),
  /** What one request is, in the singular: "request", "route", "map load". */
  unit: text("unit"),
  /** Its name and unit on German and French pages ("Adress-Autovervollständigung", "Anfrage"). */
  words: v.strictObject({ de: apiWords("de"), fr: apiWords("fr") }),
  /** Credits one request costs. */
  credits: v.pipe(v.number("credits must be a number"), v.minValue(0.01, "credits must be more than 0")),
  /** One line for the credits table: what is counted. */
  description: text("description"),
  /** Monthly requests the simulator starts with (a typical small production app). */
  example: wholeNumber("example", 0),
});

const tier = v.strictObject({
  id: id("id"),
  name: text("name"),
  summary: text("summary"),
  /** Credits included each month. */
  credits: wholeNumber("credits", 1),
  /** The monthly price, excluding VAT. */
  monthly: prices("monthly"),
  /** Price of 1,000 credits beyond those included. */
  extraPer1000: prices("extraPer1000"),
});

const link = v.strictObject({
  label: text("label"),
  /** The label on German and French pages. */
  labels: v.strictObject({ de: text("labels.de"), fr: text("labels.fr") }),
  href: v.pipe(text("href"), v.startsWith("https://", "href must start with https://")),
  gaid: v.optional(v.string()),
});

export const pricingSettingsSchema = v.pipe(
  v.strictObject({
    /**
     * docs/pricing.md: the simulator's default plan id ("value as configured"): the tier "Choose
     * Pro" offers, and the tier the simulator's example usage costs least on (checked below), so
     * the untouched simulator preselects it.
     */
    defaultPlanId: text("defaultPlanId"),
    apis: v.pipe(v.array(api), v.minLength(1, "at least 1 API"), v.maxLength(12, "at most 12 APIs")),
    /** docs/pricing.md: Pro gives access to 4 public pricing tiers. */
    tiers: v.pipe(v.array(tier), v.length(4, "Pro has exactly 4 public pricing tiers")),
    /** Pro bought through a cloud marketplace (the pricing cards' second Pro button). */
    marketplace: v.optional(link),
  }),
  v.forward(
    v.check((s) => new Set(s.apis.map((a) => a.id)).size === s.apis.length, "each API needs its own id"),
    ["apis"],
  ),
  v.forward(
    v.check((s) => new Set(s.tiers.map((t) => t.id)).size === s.tiers.length, "each tier needs its own id"),
    ["tiers"],
  ),
  v.forward(
    v.check(
      (s) => s.tiers.every((t, i) => i === 0 || t.credits > (s.tiers[i - 1]?.credits ?? 0)),
      "tiers must be listed by included credits, smallest first",
    ),
    ["tiers"],
  ),
  v.forward(
    v.check((s) => s.tiers.some((t) => t.id === s.defaultPlanId), "defaultPlanId must be the id of one of the tiers"),
    ["defaultPlanId"],
  ),
  v.forward(
    v.check(
      (s) => !s.tiers.some((t) => t.id === "free" || t.id === "enterprise"),
      "a tier id must not be free or enterprise (the simulator's other plans)",
    ),
    ["tiers"],
  ),
  v.forward(
    v.check(
      (s) => cheapestTierId(exampleVolumes(s.apis), s.apis, s.tiers) === s.defaultPlanId,
      "the APIs' example volumes must cost least on the defaultPlanId tier, so that the untouched simulator offers it",
    ),
    ["defaultPlanId"],
  ),
);

export type PricingSettings = v.InferOutput<typeof pricingSettingsSchema>;
export type PricingApi = PricingSettings["apis"][number];
export type PricingTier = PricingSettings["tiers"][number];

/** An API named in a page's language, without the words of the others. */
export function apiIn(api: PricingApi, language: Language): Omit<PricingApi, "words"> {
  const { words, ...english } = api;
  return language === "en" ? english : { ...english, ...words[language] };
}

/** The marketplace link's label in a page's language. */
export function marketplaceLabel(link: NonNullable<PricingSettings["marketplace"]>, language: Language): string {
  return language === "en" ? link.label : link.labels[language];
}
