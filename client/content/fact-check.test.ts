import * as v from "valibot";
import { describe, expect, it } from "vitest";
import siteJson from "../../content/site.json" with { type: "json" };
import { factsSchema } from "../site/facts.ts";
import { factProblems, statedFacts } from "./fact-check.ts";
import { applyFacts, factValues } from "./fact-tokens.ts";
import { pageSchema } from "./page-schema.ts";

const facts = v.parse(factsSchema, siteJson.facts);
const extras = { tierCount: 4 };
const problems = (text: string) => statedFacts(text, facts, extras).flatMap((s) => (s.problem ? [s.problem] : []));

function page(text: string, language: "en" | "de" | "fr" = "en") {
  return v.parse(pageSchema, {
    name: "Test",
    type: "page",
    slug: "test",
    language,
    meta: { title: "Test", description: "A page." },
    blocks: [{ type: "text", props: { title: "Plans", body: [{ p: text }] } }],
  });
}

describe("a page that states a plan fact must agree with the site settings (docs/pricing.md)", () => {
  it("the free allowance in requests, as the settings say, passes", () => {
    expect(problems("The free plan includes 10,000 API requests a month with no credit card.")).toEqual([]);
    expect(problems("Start with 10k free API requests a month.")).toEqual([]);
    expect(problems("Der kostenlose Tarif umfasst bis zu 10.000 API-Anfragen im Monat.")).toEqual([]);
    expect(problems("L’offre gratuite comprend 10 000 requêtes par mois.")).toEqual([]);
  });

  it("another number of free requests fails, in any language", () => {
    expect(problems("The free plan includes 25,000 requests a month.")).toEqual([
      "says 25000 free requests; the site settings say 10000",
    ]);
    expect(problems("Der kostenlose Tarif umfasst 5.000 API-Anfragen.")).toHaveLength(1);
    expect(problems("L’offre gratuite comprend 20 000 requêtes par mois.")).toHaveLength(1);
  });

  it("the free allowance counted in credits fails: one unit, requests, everywhere", () => {
    expect(problems("The Free plan includes 10,000 credits a month.")).toEqual([
      "counts the free allowance in credits; the site counts it in requests",
    ]);
  });

  it("a number of requests that is not the allowance is not read as one", () => {
    expect(problems("A network of 500 stores uses 500 requests, within the free plan's 10,000 a month.")).toEqual([]);
  });

  it("the number of Pro tiers must be the pricing settings'", () => {
    expect(problems("Pro gives access to 4 public pricing tiers.")).toEqual([]);
    expect(problems("Pro comes in three tiers.")).toEqual(["says Pro has 3 tiers; the pricing settings have 4"]);
  });

  it("the Enterprise SLA must be the settings' percentage", () => {
    expect(problems("Enterprise contracts carry a 99.9% availability commitment, or 99.95% with a package.")).toEqual(
      [],
    );
    expect(problems("The Enterprise plan includes a 99.99% SLA.")).toEqual([
      "says the Enterprise plan's SLA is 99.99%; the site settings say 99.9%",
    ]);
  });

  it("a plan's support response time must be one that plan promises", () => {
    expect(problems("Pro includes priority email support within one business day.")).toEqual([]);
    expect(problems("The free plan gets email support within one business day.")).toEqual([
      'gives the Free plan\'s support a response time of "one business day"; the site settings say three business days',
    ]);
  });

  it("a team or office must be in one of the offices' cities, and a list of them must name them all", () => {
    expect(problems("Unser Team in Berlin erzählt Ihnen gern mehr.")).toEqual([]);
    expect(problems("Our team is in Europe and works with companies of every size.")).toEqual([]);
    expect(problems("Our offices in Lyon, Berlin and London hold no customer data.")).toEqual([]);
    expect(problems("Nos équipes de Lyon, Berlin et Londres vous répondent.")).toEqual([]);
    expect(problems("Our team is based in Montréal.")[0]).toContain("places a team or office in Montréal");
    expect(problems("Our offices in Lyon and Berlin hold no customer data.")[0]).toContain("lists Lyon, Berlin");
  });
});

describe("a rate is not the free allowance", () => {
  it("requests per second on the Free plan are no allowance, in German and French", () => {
    expect(problems("Jeder Schlüssel darf im Free-Tarif 20 Anfragen pro Sekunde senden.")).toEqual([]);
    expect(problems("Chaque clé peut envoyer 20 requêtes par seconde sur l’offre Free.")).toEqual([]);
    expect(problems("Der Free-Tarif enthält 20 Anfragen im Monat.")[0]).toContain("says 20 free requests");
  });
});

describe("fact tokens read the site settings in the page's language", () => {
  it("replaces tokens with the settings' values, formatted per language", () => {
    const text = "{{free.requests}} requests, {{enterprise.sla}} SLA, {{offices.cities}}, {{moveVerification.fee}}";
    expect(applyFacts(text, factValues(facts, extras, "en"))).toBe(
      "10,000 requests, 99.9% SLA, Lyon, Berlin and London, 1.10\u00a0USD",
    );
    expect(applyFacts(text, factValues(facts, extras, "fr"))).toBe(
      "10\u202f000 requests, 99,9\u00a0% SLA, Lyon, Berlin et Londres, 1,10\u00a0USD",
    );
  });

  it("the company's legal details: the headquarters as registered office, directors with their role", () => {
    const text = "{{company.name}}, {{company.address}}; {{company.registerName}} {{company.registerNumber}}";
    expect(applyFacts(text, factValues(facts, extras, "de"))).toBe(
      "Locus SAS, 14 quai Fulchiron, 69005 Lyon, Frankreich; Handels- und Gesellschaftsregister Lyon (RCS Lyon) 912 384 658",
    );
    expect(applyFacts("{{company.directors}}", factValues(facts, extras, "fr"))).toBe(
      "Camille Rivière (Présidente) et Jonas Albrecht (Directeur général)",
    );
    expect(applyFacts("{{company.shareCapital}}", factValues(facts, extras, "de"))).toBe("120.000\u00a0€");
    expect(
      applyFacts("{{company.publicationDirector}}; {{offices.berlin.address}}", factValues(facts, extras, "fr")),
    ).toBe("Camille Rivière; Schlesische Straße 26, 10997 Berlin, Allemagne");
  });

  it("an unknown token fails the content checks", () => {
    const found = factProblems([{ file: "x.json", page: page("Free: {{free.credits}} a month.") }], facts, extras);
    expect(found.map((p) => p.message)).toEqual([expect.stringContaining("{{free.credits}} is not a fact")]);
  });

  it("a page stating a plan fact that disagrees with the settings fails the build's check", () => {
    const found = factProblems(
      [{ file: "x.json", page: page("The free plan includes 50,000 requests.") }],
      facts,
      extras,
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain("content/site.json, facts");
  });
});
