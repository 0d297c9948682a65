import { beforeAll, describe, expect, it } from "vitest";
import type { Catalogue } from "../../client/content/catalogue.ts";
import { contentEntries } from "./built-kv.ts";
import { seedKv, visit } from "./kv.ts";

/** The German and French pages of the conversion path, by their English page (docs/content-model.md). */
const PATHS: { en: string; de: string | null; fr: string | null }[] = [
  { en: "/", de: "/startseite", fr: "/accueil" },
  { en: "/pricing", de: "/preise", fr: "/tarifs" },
  { en: "/products/localities", de: "/produkte/localities", fr: "/produits/localities" },
  { en: "/products/map", de: "/produkte/karten", fr: "/produits/cartes" },
  { en: "/products/geolocation", de: "/produkte/geolokalisierung", fr: "/produits/geolocalisation" },
  { en: "/policies/privacy", de: "/rechtliches/datenschutz", fr: "/juridique/confidentialite" },
  { en: "/policies/cookies", de: "/rechtliches/cookies", fr: "/juridique/cookies" },
  // The German legal notice is the Impressum, a page of its own (below).
  { en: "/policies/legal", de: null, fr: "/juridique/mentions-legales" },
];
const ALL = PATHS.flatMap((p) => [p.en, p.de, p.fr]).filter((p): p is string => p !== null);

const catalogue = JSON.parse(contentEntries.find((e) => e.key === "catalogue")?.value ?? "{}") as Catalogue;

beforeAll(() =>
  seedKv({ pages: [...ALL, "/impressum"], redirects: ["/de", "/fr/tarifs", "/de/impressum", "/fr/mentions-legales"] }),
);

async function html(path: string, init?: { country?: string }): Promise<string> {
  const response = await visit(path, init);
  expect(response.status, path).toBe(200);
  return response.text();
}

const abs = (path: string) => `http://localhost:8787${path}`;

describe("docs/content-model.md: German and French pages of the conversion path", () => {
  it("each answers at its own path, in its language, with hreflang to all three versions", async () => {
    for (const versions of PATHS) {
      for (const [language, path] of Object.entries(versions)) {
        if (!path) continue;
        const page = await html(path);
        expect(page, path).toContain(`<html lang="${language}">`);
        expect(page, path).toContain(`<link rel="canonical" href="${abs(path)}"/>`);
        for (const [other, otherPath] of Object.entries(versions).filter(([, p]) => p !== null))
          expect(page, path).toContain(
            `<link rel="alternate" hrefLang="${other}" href="${abs(otherPath as string)}"/>`,
          );
        expect(page, path).toContain(`<link rel="alternate" hrefLang="x-default" href="${abs(versions.en)}"/>`);
      }
    }
  }, 60_000);

  it("product and policy prefixes are words of the page's language: no German page under /products", async () => {
    expect((await visit("/products/karten")).status).toBe(404);
    expect((await visit("/produkte/map")).status).toBe(404);
    expect((await visit("/policies/datenschutz")).status).toBe(404);
  });

  it("no page of a language other than English is the home page", async () => {
    const home = catalogue.pages.filter((e) => e.url === "/");
    expect(home.map((e) => e.language)).toEqual(["en"]);
  });
});

describe("the sitemap lists the German and French pages with their alternates, both ways", () => {
  it("each version's entry names every version, itself included", async () => {
    const xml = await (await visit("/sitemap.xml")).text();
    for (const versions of PATHS) {
      const paths = Object.values(versions).filter((p): p is string => p !== null);
      for (const path of paths) {
        const entry = new RegExp(`<url><loc>${abs(path).replace(/[/.]/g, "\\$&")}</loc>(.*?)</url>`).exec(xml)?.[1];
        expect(entry, path).toBeDefined();
        for (const [language, other] of Object.entries(versions).filter(([, p]) => p !== null))
          expect(entry, path).toContain(
            `<xhtml:link rel="alternate" hreflang="${language}" href="${abs(other as string)}"/>`,
          );
      }
    }
  });

  it("the German Impressum is listed, without alternates (it has no English or French version)", async () => {
    const xml = await (await visit("/sitemap.xml")).text();
    expect(xml).toContain(`<url><loc>${abs("/impressum")}</loc></url>`);
  });
});

describe("the German and French pages read the site's facts in their language", () => {
  it("German pricing: prices as German writes them, the currency line and tax in German", async () => {
    const page = await html("/preise", { country: "DE" });
    expect(page).toContain("49\u00a0€");
    expect(page).toContain("Preise in Euro (EUR), passend zu Ihrem Standort.");
    expect(page).toContain("Alle Preise zzgl. MwSt.");
    expect(page).toContain("Am beliebtesten");
    expect(page).not.toContain("Most popular");
    expect(page).not.toContain("€49");
  });

  it("French pricing for a visitor in London: pounds, as French writes them", async () => {
    const page = await html("/tarifs", { country: "GB" });
    expect(page).toContain("42\u00a0£GB");
    expect(page).toContain("Prix en livres sterling (GBP), selon votre localisation.");
  });

  it("the Impressum states the company's legal details from the site facts, every token replaced", async () => {
    const page = await html("/impressum");
    for (const fact of [
      "Locus SAS",
      "14 quai Fulchiron, 69005 Lyon, Frankreich",
      "912 384 658",
      "FR32 912384658",
      "Camille Rivière (Präsidentin)",
      "Schlesische Straße 26, 10997 Berlin, Deutschland",
      "legal@locus.example",
    ])
      expect(page).toContain(fact);
    expect(page).not.toMatch(/\{\{/);
  });

  it("the French legal notice states the company's legal details in French, every token replaced", async () => {
    const page = await html("/juridique/mentions-legales");
    for (const fact of ["Locus SAS", "912 384 658", "FR32 912384658", "14 quai Fulchiron, 69005 Lyon, France"])
      expect(page).toContain(fact);
    expect(page).not.toMatch(/\{\{/);
  });

  it("the French home page's figures and highlights are French numbers", async () => {
    const page = await html("/accueil");
    expect(page).toContain("10\u202f000 requêtes API gratuites par mois");
    expect(page).not.toMatch(/\{\{/);
  });
});

describe("docs/demos.md: the demos of a German or French page speak its language", () => {
  it("the German Localities page passes its language and German country names to its demos", async () => {
    const page = await html("/produkte/localities");
    expect(page).toMatch(/data-island="demo-autocomplete"[^>]*data-props="[^"]*&quot;language&quot;:&quot;de&quot;/);
    expect(page).toContain("Deutschland");
    expect(page).toContain('placeholder="Ort oder Postleitzahl eingeben"');
    expect(page).toContain('aria-label="Code kopieren"');
  });

  it("the English page carries no other language's words", async () => {
    const page = await html("/products/localities");
    expect(page).not.toContain("&quot;language&quot;:&quot;en&quot;");
    expect(page).not.toContain("Deutschland");
    expect(page).toContain('placeholder="Type a town or a postcode"');
  });
});

describe("docs/operations.md: old German and French addresses lead to the page in their language", () => {
  it("/de, /fr/tarifs, /de/impressum and /fr/mentions-legales", async () => {
    for (const [from, to] of [
      ["/de", "/startseite"],
      ["/fr/tarifs", "/tarifs"],
      ["/de/impressum", "/impressum"],
      ["/fr/mentions-legales", "/juridique/mentions-legales"],
    ]) {
      const response = await visit(from as string);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });
});
