import { describe, expect, it } from "vitest";
import { localLink, type LanguageIndex } from "./language-links.ts";

const index: LanguageIndex = {
  "/": { language: "en", translations: { de: "/startseite", fr: "/accueil" } },
  "/startseite": { language: "de", translations: { en: "/", fr: "/accueil" } },
  "/policies/privacy": { language: "en", translations: { de: "/rechtliches/datenschutz" } },
  "/contact": { language: "en", translations: { de: "/kontakt", fr: "/contactez-nous" } },
  "/blog": { language: "en", translations: {} },
  "/kunden": { language: "de", translations: { en: "/clients" } },
};

describe("docs/languages.md: links stay in the language", () => {
  it("a link to a page with a translation in the page's language leads to the translation", () => {
    expect(localLink("/", "de", index)).toEqual({ href: "/startseite" });
    expect(localLink("/", "fr", index)).toEqual({ href: "/accueil" });
    expect(localLink("/policies/privacy", "de", index)).toEqual({ href: "/rechtliches/datenschutz" });
  });

  it("keeps the query and the fragment, and reads a trailing slash as the page", () => {
    expect(localLink("/contact?originfunnel=signup", "fr", index)).toEqual({
      href: "/contactez-nous?originfunnel=signup",
    });
    expect(localLink("/contact/#form", "de", index)).toEqual({ href: "/kontakt#form" });
  });

  it("without a translation, the link stays and says the language it leads to", () => {
    expect(localLink("/blog", "de", index)).toEqual({ href: "/blog", hrefLang: "en" });
    expect(localLink("/policies/privacy", "fr", index)).toEqual({ href: "/policies/privacy", hrefLang: "en" });
    expect(localLink("/kunden", "fr", index)).toEqual({ href: "/kunden", hrefLang: "de" });
  });

  it("links within the page's language, to other sites, to unknown paths and without an index are left alone", () => {
    expect(localLink("/contact", "en", index)).toEqual({ href: "/contact" });
    expect(localLink("/kunden", "de", index)).toEqual({ href: "/kunden" });
    expect(localLink("https://example.com/", "de", index)).toEqual({ href: "https://example.com/" });
    expect(localLink("//example.com/", "de", index)).toEqual({ href: "//example.com/" });
    expect(localLink("/files/report.pdf", "de", index)).toEqual({ href: "/files/report.pdf" });
    expect(localLink("mailto:sales@locus.example", "de", index)).toEqual({ href: "mailto:sales@locus.example" });
    expect(localLink("/", "de", undefined)).toEqual({ href: "/" });
    expect(localLink("/__proto__", "de", index)).toEqual({ href: "/__proto__" });
  });
});
