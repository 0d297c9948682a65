import * as v from "valibot";
import type { Language } from "../content/languages.ts";
import { usePageContext } from "../page-context.ts";
import { usePageLink } from "../rich-text/page-link.ts";
import { inline } from "../rich-text/schema.ts";
import { BlockTitle } from "../sections/block-title.tsx";
import { Section } from "../sections/section.tsx";
import { type Facts, formatList, formatNumber, formatPercent } from "../site/facts.ts";
import { defineBlock, type PropsOf } from "./define-block.ts";

/** The figures a page may show, each read from the site settings' facts (docs/pricing.md). */
export const FIGURES = ["countries", "uptime", "supportLanguages", "freeRequests", "answerTime"] as const;
type Figure = (typeof FIGURES)[number];

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /** Which figures, in order; a figure the settings do not hold (an answer time not yet measured) is left out. */
  show: v.optional(v.array(v.picklist(FIGURES, `each figure must be one of ${FIGURES.join(", ")}`)), [...FIGURES]),
};

interface Shown {
  value: string;
  label: string;
  href?: string;
}

const WORDS: Record<Language, Record<Exclude<Figure, "answerTime">, string> & { answerTime: string }> = {
  en: {
    countries: "countries and territories covered by the Localities API",
    uptime: "monthly uptime committed in the Enterprise SLA",
    supportLanguages: "languages our support engineers answer in",
    freeRequests: "free API requests every month, with no credit card",
    answerTime: "median answer time of the API in production, measured",
  },
  de: {
    countries: "Länder und Gebiete, die die Localities API abdeckt",
    uptime: "monatliche Verfügbarkeit, zugesagt im Enterprise-SLA",
    supportLanguages: "Sprachen, in denen unser Support antwortet",
    freeRequests: "kostenlose API-Anfragen im Monat, ohne Kreditkarte",
    answerTime: "mittlere Antwortzeit der API im Betrieb, gemessen am",
  },
  fr: {
    countries: "pays et territoires couverts par l’API Localities",
    uptime: "de disponibilité mensuelle garantie par le SLA Enterprise",
    supportLanguages: "langues dans lesquelles notre support répond",
    freeRequests: "requêtes API gratuites chaque mois, sans carte bancaire",
    answerTime: "temps de réponse médian de l’API en production, mesuré le",
  },
};

/** One figure in the page's language, or null when the settings do not hold it. */
export function figure(name: Figure, facts: Facts, language: Language): Shown | null {
  const words = WORDS[language];
  switch (name) {
    case "countries":
      return { value: `${formatNumber(facts.figures.countries, language)}+`, label: words.countries };
    case "uptime":
      return { value: formatPercent(facts.plans.enterprise.sla, language), label: words.uptime, href: "/policies/sla" };
    case "supportLanguages": {
      const names = facts.figures.supportLanguages.map((name) => name[language]);
      return {
        value: formatNumber(names.length, language),
        label: `${words.supportLanguages}: ${formatList(names, language)}`,
        href: "/policies/technical-support-guidelines",
      };
    }
    case "freeRequests":
      return { value: formatNumber(facts.plans.free.requests, language), label: words.freeRequests, href: "/pricing" };
    case "answerTime": {
      const measured = facts.figures.answerTime;
      return measured
        ? {
            value: `${formatNumber(measured.medianMs, language)} ms`,
            label: `${words.answerTime} ${measured.measured}`,
          }
        : null;
    }
  }
}

/**
 * A row of figures about Locus, every one read from the site settings (never typed into the
 * page, never from a local benchmark), each linking to where it is stated in full.
 */
function Figures(props: PropsOf<typeof entries>) {
  const { title, intro, show } = props;
  const { facts, language } = usePageContext();
  const link = usePageLink();
  if (!facts) return null;
  const shown = show.map((name) => figure(name, facts, language)).filter((item): item is Shown => item !== null);
  return (
    <Section common={props} className="figures">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="block-intro" />
        <ul className={`figures__list figures__list--${shown.length}`}>
          {shown.map((item) => (
            <li key={item.label} className="figures__item">
              <span className="figures__value">{item.value}</span>
              {item.href ? (
                <a className="figures__label" {...link(item.href)}>
                  {item.label}
                </a>
              ) : (
                <span className="figures__label">{item.label}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const figuresBlock = defineBlock({
  type: "figures",
  label: "Figures",
  description:
    "Figures about Locus (coverage, uptime, support languages, free allowance), read from the site settings.",
  group: "Text",
  entries,
  Component: Figures,
  sample: { title: "Locus in figures", show: ["countries", "uptime", "supportLanguages", "freeRequests"] },
});
