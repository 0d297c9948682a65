import { beforeAll, describe, expect, it } from "vitest";
import type { Catalogue } from "../../client/content/catalogue.ts";
import { seedKv, visit } from "./kv.ts";
import { contentEntries } from "./built-kv.ts";

const catalogue = JSON.parse(contentEntries.find((e) => e.key === "catalogue")?.value ?? "{}") as Catalogue;
// The 404 page is translated too, but answers with its status: tests/worker/visitor-language.test.ts reads it.
const translated = catalogue.pages.filter((e) => e.translations.length > 0 && e.url !== "/404");

/** Every translated page and its translations, and a page without any. */
beforeAll(() =>
  seedKv({
    pages: [
      ...new Set([...translated.flatMap((e) => [e.url, ...e.translations.map((t) => t.url)]), "/products/distance"]),
    ],
  }),
);

async function html(path: string): Promise<string> {
  const response = await visit(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The language switcher's links: [language, href]. */
function switcherLinks(page: string): [string, string][] {
  const nav = /<nav class="language-switcher"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? "";
  return [...nav.matchAll(/<a href="([^"]+)" hrefLang="([a-z]+)"/g)].map((m) => [m[2] as string, m[1] as string]);
}

describe("pages in German and French have their frame in their language", () => {
  it("German: header, calls to action, banner, skip link and footer", async () => {
    const page = await html("/kunden");
    expect(page).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(page).toContain('<a class="skip-link" href="#main">Zum Inhalt springen</a>');
    expect(page).toContain("Karten laden auf dem Smartphone jetzt bis zu doppelt so schnell.");
    expect(page).toMatch(/<summary class="nav-menu__label">Produkte/);
    expect(page).toMatch(/<a class="site-nav__link" href="\/kontakt"[^>]*>Kontakt<\/a>/);
    expect(page).toMatch(
      /<a class="button button--primary" href="\/kontakt\?originfunnel=signup"[^>]*>Registrieren<\/a>/,
    );
    expect(page).toContain("Alle Rechte vorbehalten");
    expect(page).not.toContain("Skip to content");
    expect(page).not.toContain("All rights reserved");
  });

  it("French: header, calls to action and footer", async () => {
    const page = await html("/entreprise");
    expect(page).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(page).toContain('<a class="skip-link" href="#main">Aller au contenu</a>');
    expect(page).toMatch(
      /<a class="button button--primary" href="\/contactez-nous\?originfunnel=signup"[^>]*>S’inscrire<\/a>/,
    );
    expect(page).toContain("Tous droits réservés");
    expect(page).toContain("Politique de confidentialité");
  });

  it("English pages keep the English frame", async () => {
    const page = await html("/clients");
    expect(page).toContain('<a class="skip-link" href="#main">Skip to content</a>');
    expect(page).toMatch(/<a class="button button--primary" href="\/contact\?originfunnel=signup"[^>]*>Sign up<\/a>/);
  });

  it("a French listing shows the French stories first, then the English ones not translated, none twice", async () => {
    const page = await html("/entreprise");
    const links = [...page.matchAll(/<a class="card__link" href="(\/clients\/[^"]+)"/g)].map((m) => m[1]);
    const french = catalogue.pages.filter((e) => e.type === "pageStory" && e.language === "fr").map((e) => e.url);
    expect(french.length).toBe(4);
    expect(links.slice(0, 4).sort()).toEqual([...french].sort());
    expect(new Set(links).size).toBe(links.length);
    expect(links).not.toContain("/clients/bakery-chain-click-and-collect");
  });
});

describe("translations link to each other both ways", () => {
  it("every translated page has hreflang links to itself, each translation and x-default", async () => {
    expect(translated.length).toBeGreaterThanOrEqual(20);
    for (const entry of translated) {
      const page = await html(entry.url);
      for (const version of [entry, ...entry.translations]) {
        expect(page, entry.url).toContain(
          `<link rel="alternate" hrefLang="${version.language}" href="http://localhost:8787${version.url === "/" ? "/" : version.url}"/>`,
        );
      }
      expect(page, entry.url).toContain('<link rel="alternate" hrefLang="x-default"');
      expect(switcherLinks(page).sort(), entry.url).toEqual(entry.translations.map((t) => [t.language, t.url]).sort());
    }
  }, 60_000);

  it("a German visitor goes from an English page to its German version and back", async () => {
    const english = await html("/clients");
    const german = switcherLinks(english).find(([language]) => language === "de")?.[1];
    expect(german).toBe("/kunden");
    const back = switcherLinks(await html(german as string)).find(([language]) => language === "en")?.[1];
    expect(back).toBe("/clients");
    expect(await html(back as string)).toContain('<html lang="en">');
  });

  it("a page without translations has no language switcher", async () => {
    expect(await html("/products/distance")).not.toContain("language-switcher");
  });
});
