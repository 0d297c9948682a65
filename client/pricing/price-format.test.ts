import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../i18n/catalogue.ts";
import { currencyNote, formatPrice } from "./currency.ts";
import { creditsLabel, formatCount } from "./simulator/format.ts";

const nbsp = "\u00a0";

describe("docs/languages.md: prices and numbers are written the page's language's way", () => {
  it("English writes the symbol first; German and French after the amount", () => {
    expect(formatPrice(49, "euros")).toBe("€49");
    expect(formatPrice(49, "euros", "de")).toBe(`49${nbsp}€`);
    expect(formatPrice(49, "euros", "fr")).toBe(`49${nbsp}€`);
    expect(formatPrice(0.6, "euros", "de")).toBe(`0,60${nbsp}€`);
    expect(formatPrice(1234.5, "pounds", "de")).toBe(`1.234,50${nbsp}£`);
  });

  it("counts group thousands the language's way", () => {
    expect(formatCount(135000)).toBe("135,000");
    expect(formatCount(135000, "de")).toBe("135.000");
    expect(formatCount(135000, "fr")).toBe("135\u202f000");
  });

  it("credits follow the language's plural rule: French counts 0.5 as one", () => {
    expect(creditsLabel(0.5, "en", CATALOGUES.en.pricing)).toBe("0.5 credits");
    expect(creditsLabel(1, "de", CATALOGUES.de.pricing)).toBe("1 Credit");
    expect(creditsLabel(0.5, "fr", CATALOGUES.fr.pricing)).toBe(`0,5${nbsp}crédit`);
    expect(creditsLabel(2, "fr", CATALOGUES.fr.pricing)).toBe(`2${nbsp}crédits`);
  });

  it("the currency line names the currency in the page's language", () => {
    expect(currencyNote("pounds", "country", CATALOGUES.en.pricing)).toBe(
      "Prices in pounds sterling (GBP), based on your location.",
    );
    expect(currencyNote("euros", "default", CATALOGUES.de.pricing)).toBe(
      "Preise in Euro (EUR). Ihr Standort war nicht zu erkennen, daher sehen Sie Euro.",
    );
  });
});
