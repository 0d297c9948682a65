import { describe, expect, it } from "vitest";
import { suggestedLanguage } from "./suggested-language.ts";

describe("docs/languages.md: the translation suggested on a first visit", () => {
  it("the browser's first language the site has, when the page has a translation in it", () => {
    expect(suggestedLanguage(["de-DE", "de", "en"], "en", ["de", "fr"])).toBe("de");
    expect(suggestedLanguage(["fr-CA"], "en", ["de", "fr"])).toBe("fr");
    // Italian first: the site has none, so German, the next, is the visitor's best.
    expect(suggestedLanguage(["it-IT", "de"], "en", ["de"])).toBe("de");
  });

  it("nothing when English comes first, when the page is already in that language, or has no such translation", () => {
    expect(suggestedLanguage(["en-US", "de"], "en", ["de"])).toBeNull();
    expect(suggestedLanguage(["de-DE"], "de", ["en"])).toBeNull();
    expect(suggestedLanguage(["fr-FR", "de"], "en", ["de"])).toBeNull();
    expect(suggestedLanguage([], "en", ["de"])).toBeNull();
  });
});
