import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages.ts";
import { PAGE_TYPE_PREFIX, pagePath, pathOf, typePrefix } from "./page-path.ts";
import { PAGE_TYPES } from "./page-schema.ts";

describe("a page's path is its type's prefix plus its slug", () => {
  it("root types", () => {
    expect(pagePath("page", "company", "en")).toBe("/company");
    expect(pagePath("special", "404", "en")).toBe("/404");
  });

  it("the home slug adds no segment", () => {
    expect(pagePath("page", "home", "en")).toBe("/");
  });

  it("prefixed types", () => {
    expect(pagePath("pageProduct", "localities", "en")).toBe("/products/localities");
    expect(pagePath("pageStory", "acme", "en")).toBe("/clients/acme");
    expect(pagePath("pageUseCase", "store-locator", "en")).toBe("/use-case/store-locator");
    expect(pagePath("pagePolicy", "privacy", "en")).toBe("/policies/privacy");
  });

  it("layout pages have no path", () => {
    expect(pagePath("layout", "blogposts", "en")).toBeNull();
    expect(pagePath("layout", "blogposts", "de")).toBeNull();
  });
});

describe("docs/content-model.md: product and policy prefixes are words of the page's language", () => {
  it("German and French product pages live under their own prefix", () => {
    expect(pagePath("pageProduct", "karten", "de")).toBe("/produkte/karten");
    expect(pagePath("pageProduct", "cartes", "fr")).toBe("/produits/cartes");
  });

  it("German and French policies live under their own prefix", () => {
    expect(pagePath("pagePolicy", "datenschutz", "de")).toBe("/rechtliches/datenschutz");
    expect(pagePath("pagePolicy", "confidentialite", "fr")).toBe("/juridique/confidentialite");
  });

  it("a German page never takes the English page's path, even with the same slug", () => {
    expect(pagePath("pageProduct", "localities", "de")).toBe("/produkte/localities");
    expect(pagePath("pageProduct", "localities", "de")).not.toBe(pagePath("pageProduct", "localities", "en"));
    expect(pagePath("pagePolicy", "cookies", "fr")).not.toBe(pagePath("pagePolicy", "cookies", "en"));
  });

  it("other types keep the English prefix in every language", () => {
    expect(pagePath("page", "kunden", "de")).toBe("/kunden");
    expect(pagePath("pageStory", "livraison-velo-cargo", "fr")).toBe("/clients/livraison-velo-cargo");
    for (const language of LANGUAGES)
      for (const type of PAGE_TYPES)
        if (type !== "pageProduct" && type !== "pagePolicy")
          expect(typePrefix(type, language)).toBe(PAGE_TYPE_PREFIX[type]);
  });

  it("a prefix belongs to one type, and a localised prefix to one language", () => {
    const owner = new Map<string, string>();
    for (const language of LANGUAGES)
      for (const type of PAGE_TYPES) {
        const prefix = typePrefix(type, language);
        if (!prefix) continue;
        const localised = prefix !== PAGE_TYPE_PREFIX[type];
        const who = localised ? `${type}|${language}` : type;
        expect(owner.get(prefix) ?? who, prefix).toBe(who);
        owner.set(prefix, who);
      }
  });

  it("pathOf reads the page's own type, slug and language", () => {
    expect(pathOf({ type: "pageProduct", slug: "geolokalisierung", language: "de" })).toBe(
      "/produkte/geolokalisierung",
    );
  });
});
