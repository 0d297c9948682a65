import type { Facts } from "../site/facts.ts";
import type { Language, Page } from "./page-schema.ts";
import { applyFacts, factValues, type FactExtras, unknownTokens } from "./fact-tokens.ts";
import { pageText } from "./substance.ts";

/**
 * The content check of "one set of facts" (docs/pricing.md): a page that states a plan fact
 * (the free allowance and its unit, how many Pro tiers there are, the Enterprise SLA, how
 * fast a plan's support answers) or names the city of a team or office must agree with the
 * site settings' `facts`. The rules read the sentences of every page, its title, description
 * and card text, in English, German and French, after fact tokens are replaced. Pure: the
 * build reports the messages with its other problems.
 */

export interface FactProblem {
  file: string;
  message: string;
}

interface Stated {
  /** The words of the page that state the fact. */
  quote: string;
  problem: string | null;
}

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  drei: 3,
  vier: 4,
  fünf: 5,
  trois: 3,
  quatre: 4,
  cinq: 5,
};

/** "10,000", "10.000", "10 000", "10k" → 10000; NaN when it is not a number. */
export function readNumber(digits: string, suffix = ""): number {
  const clean = digits.replace(/[\s\u00a0\u202f,.']/g, "");
  const value = Number(clean);
  if (!/^\d+$/.test(clean)) return Number.NaN;
  return suffix.toLowerCase() === "k" ? value * 1000 : value;
}

/** "99.9", "99,9" → 99.9 */
function readPercent(text: string): number {
  return Number(text.replace(",", "."));
}

/** Sentences of a text: split after . ! ? and at line breaks. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ0-9"“„«])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

const NUMBER = String.raw`(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d+)`;
/** A rate, not an allowance: "20 Anfragen pro Sekunde", "100 requêtes par seconde". */
const NOT_A_RATE = String.raw`(?!\s+(?:pro|je|par|per|a|an)\s+(?:Sekunde|Minute|Stunde|seconde|minute|heure|second|hour)\b)`;

/** The free allowance: "10,000 free API requests", "the free plan includes 10,000 requests", German and French. */
const FREE_ALLOWANCE: { pattern: RegExp; context?: RegExp }[] = [
  { pattern: new RegExp(`${NUMBER}(k)?\\s+free\\s+(?:API\\s+)?(requests|credits|calls)\\b`, "giu") },
  {
    pattern: new RegExp(
      `\\bfree\\s+(?:plan|account|tier)(?:'s|’s)?\\b[^.;:]{0,40}?${NUMBER}(k)?\\s+(?:free\\s+)?(?:API\\s+)?(requests|credits|calls)\\b`,
      "giu",
    ),
  },
  {
    pattern: new RegExp(
      `${NUMBER}\\s+(?:kostenlose[n]?\\s+)?(API-Anfragen|API-Aufrufe|Anfragen|Credits)\\b${NOT_A_RATE}`,
      "gu",
    ),
    context: /kostenlos|gratis|Free-Tarif|Free-Plan/i,
  },
  {
    pattern: new RegExp(`${NUMBER}\\s+(requêtes|appels|crédits)(?:\\s+(?:API|d[’']API))?${NOT_A_RATE}`, "gu"),
    context: /gratuit|offre Free|plan Free/i,
  },
];

function freeAllowance(sentence: string, facts: Facts): Stated[] {
  const found: Stated[] = [];
  const expected = facts.plans.free.requests;
  for (const { pattern, context } of FREE_ALLOWANCE) {
    if (context && !context.test(sentence)) continue;
    for (const match of sentence.matchAll(pattern)) {
      const groups = match.slice(1).filter((g) => g !== undefined);
      const unit = (groups.at(-1) ?? "").toLowerCase();
      const suffix = groups.length === 3 ? (groups[1] ?? "") : "";
      const value = readNumber(groups[0] ?? "", suffix);
      const quote = match[0];
      if (/credit|crédit/.test(unit))
        found.push({ quote, problem: `counts the free allowance in credits; the site counts it in requests` });
      else if (value !== expected)
        found.push({ quote, problem: `says ${value} free requests; the site settings say ${expected}` });
      else found.push({ quote, problem: null });
    }
  }
  return found;
}

const TIERS = /\b(\d+|one|two|three|four|five|six|seven|eight)\s+(?:public\s+)?(?:pricing\s+)?tiers\b/giu;
const TIERS_DE = /\b(\d+|drei|vier|fünf)\s+(?:öffentliche[n]?\s+)?(?:Preis)?stufen\b/giu;
const TIERS_FR = /\b(\d+|trois|quatre|cinq)\s+paliers\b/giu;

function tierCount(sentence: string, extras: FactExtras): Stated[] {
  const found: Stated[] = [];
  for (const pattern of [TIERS, TIERS_DE, TIERS_FR]) {
    for (const match of sentence.matchAll(pattern)) {
      const word = (match[1] ?? "").toLowerCase();
      const value = WORD_NUMBERS[word] ?? Number(word);
      found.push({
        quote: match[0],
        problem:
          value === extras.tierCount
            ? null
            : `says Pro has ${value} tiers; the pricing settings have ${extras.tierCount}`,
      });
    }
  }
  return found;
}

/** "Enterprise … 99.9%" with no comma, semicolon or colon between: the percentage is the Enterprise SLA. */
const ENTERPRISE_SLA = /\bEnterprise\b[^.,;:]{0,60}?(\d{2}(?:[.,]\d+)?)\s?%/gu;

function enterpriseSla(sentence: string, facts: Facts): Stated[] {
  return [...sentence.matchAll(ENTERPRISE_SLA)].map((match) => {
    const value = readPercent(match[1] ?? "");
    return {
      quote: match[0],
      problem:
        value === facts.plans.enterprise.sla
          ? null
          : `says the Enterprise plan's SLA is ${value}%; the site settings say ${facts.plans.enterprise.sla}%`,
    };
  });
}

const PLAN_NAMES: [keyof Facts["plans"], RegExp][] = [
  ["free", /\b(?:free plan|Free plan|Free-Tarif|kostenlose[nm]? Tarif|offre gratuite|plan Free)\b/u],
  ["pro", /\bPro\b(?!\s+(?:Starter|Growth|Scale|Volume)\b)/u],
  ["enterprise", /\bEnterprise\b/u],
];
const RESPONSE_TIME =
  /\bwithin\s+((?:one|two|three|four|five|\d+)\s+business\s+(?:day|days|hour|hours))\b|\binnerhalb\s+(?:von\s+)?((?:einem|zwei|drei|vier|\d+)\s+Werktag(?:en|e)?)|\bsous\s+((?:un|deux|trois|quatre|\d+)\s+jours?\s+ouvrés?)/giu;

/** A sentence about one plan's support and a response time: the time must be one that plan promises. */
function supportTime(sentence: string, facts: Facts): Stated[] {
  if (!/support|Support|assistance/u.test(sentence)) return [];
  const plans = PLAN_NAMES.filter(([, pattern]) => pattern.test(sentence)).map(([id]) => id);
  if (plans.length !== 1) return [];
  const plan = plans[0] as keyof Facts["plans"];
  const times = facts.plans[plan].support.responseTimes.map((t) => t.toLowerCase());
  const found: Stated[] = [];
  for (const match of sentence.matchAll(RESPONSE_TIME)) {
    const english = match[1]?.toLowerCase();
    // Only English times are compared word for word; German and French ones must use a token.
    if (!english) continue;
    found.push({
      quote: match[0],
      problem: times.includes(english)
        ? null
        : `gives the ${facts.plans[plan].name} plan's support a response time of "${english}"; the site settings say ${times.join(" or ")}`,
    });
  }
  return found;
}

const CITY = String.raw`[A-ZÀ-ÖØ-Þ][\p{L}'’-]+`;
const CITY_LIST = (joiner: string) => `(${CITY}(?:(?:,\\s*|\\s+(?:${joiner})\\s+(?:de\\s+|à\\s+)?)${CITY})*)`;
const TEAM_CITIES: RegExp[] = [
  new RegExp(
    String.raw`\b(?:team|teams|office|offices|headquarters|engineers)\b(?:\s+(?:is|are|sits|sit|works|work))?(?:\s+(?:based|located))?\s+in\s+${CITY_LIST("and|or")}`,
    "gu",
  ),
  new RegExp(
    String.raw`\b(?:Team|Teams|Büro|Büros|Sitz)\b(?:\s+(?:sitzt|ist|sind|arbeitet))?\s+in\s+${CITY_LIST("und|oder")}`,
    "gu",
  ),
  new RegExp(
    String.raw`(?<!\p{L})(?:équipe|équipes|bureau|bureaux|siège)(?!\p{L})(?:\s+(?:est|sont))?(?:\s+(?:installée?s?|basée?s?))?\s+(?:à|de)\s+${CITY_LIST("et|ou")}`,
    "gu",
  ),
];

/**
 * Capitalised words after "our team in" that are not cities, in the site's languages:
 * countries and continents ("our team in Europe"), months and weekdays ("the team in March").
 */
const PLACES_NOT_CITIES: ReadonlySet<string> = (() => {
  const names = new Set(["Europe", "Europa", "Asia", "Asien", "Asie", "Africa", "Afrika", "Afrique", "America"]);
  for (const language of ["en", "de", "fr"]) {
    const month = new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" });
    const weekday = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
    for (let i = 0; i < 12; i++) {
      const name = month.format(Date.UTC(2024, i, 1));
      names.add(name.charAt(0).toUpperCase() + name.slice(1));
    }
    for (let i = 0; i < 7; i++) {
      const name = weekday.format(Date.UTC(2024, 0, 1 + i));
      names.add(name.charAt(0).toUpperCase() + name.slice(1));
    }
    const display = new Intl.DisplayNames([language], { type: "region" });
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        try {
          const name = display.of(code);
          if (name && name !== code) names.add(name);
        } catch {
          // not a region code
        }
      }
  }
  return names;
})();

function teamCities(sentence: string, facts: Facts): Stated[] {
  const cities = new Set(facts.offices.flatMap((office) => Object.values(office.city)));
  const found: Stated[] = [];
  for (const pattern of TEAM_CITIES) {
    for (const match of sentence.matchAll(pattern)) {
      const named = (match[1] ?? "")
        .split(/,\s*|\s+(?:and|or|und|oder|et|ou)\s+(?:de\s+|à\s+)?/u)
        .map((name) => name.trim())
        .filter((name) => name && !PLACES_NOT_CITIES.has(name));
      const wrong = named.filter((name) => !cities.has(name));
      // "offices in Lyon and Berlin": a list of several cities reads as all of them.
      const listsAll = named.length < 2 || named.length >= facts.offices.length;
      const all = facts.offices.map((office) => office.city.en).join(", ");
      found.push({
        quote: match[0],
        problem:
          wrong.length > 0
            ? `places a team or office in ${wrong.join(", ")}; the site's offices are in ${all}`
            : listsAll
              ? null
              : `lists ${named.join(", ")} as the offices, but the site has ${facts.offices.length}: ${all} (write {{offices.cities}})`,
      });
    }
  }
  return found;
}

/** Every fact a text states, with a problem for each one that disagrees with the settings. */
export function statedFacts(text: string, facts: Facts, extras: FactExtras): Stated[] {
  return sentences(text).flatMap((sentence) => [
    ...freeAllowance(sentence, facts),
    ...tierCount(sentence, extras),
    ...enterpriseSla(sentence, facts),
    ...supportTime(sentence, facts),
    ...teamCities(sentence, facts),
  ]);
}

/** The visible words of a page: its blocks, title, description and card text, tokens replaced. */
function wordsOf(page: Page, facts: Facts, extras: FactExtras): string {
  const values = factValues(facts, extras, page.language as Language);
  return [
    page.meta.title,
    page.meta.description,
    page.customValues.miniCardText ?? "",
    pageText({ blocks: applyFacts(page.blocks, values) }),
  ].join("\n");
}

/** Problems of every page: unknown fact tokens and stated facts that disagree with the settings. */
export function factProblems(
  pages: readonly { file: string; page: Page }[],
  facts: Facts,
  extras: FactExtras,
): FactProblem[] {
  const known = new Set(Object.keys(factValues(facts, extras, "en")));
  const problems: FactProblem[] = [];
  for (const { file, page } of pages) {
    for (const token of unknownTokens(page.blocks, known))
      problems.push({
        file,
        message: `{{${token}}} is not a fact of the site settings (known: ${[...known].join(", ")})`,
      });
    for (const token of unknownTokens({ meta: page.meta, customValues: page.customValues }, new Set()))
      problems.push({ file, message: `meta: {{${token}}}: fact tokens work in blocks only; write the value here` });
    for (const stated of statedFacts(wordsOf(page, facts, extras), facts, extras))
      if (stated.problem)
        problems.push({ file, message: `"${stated.quote}" ${stated.problem} (content/site.json, facts)` });
  }
  return problems;
}
