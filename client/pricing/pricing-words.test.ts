import { describe, expect, it } from "vitest";
import { parseVolume } from "./cost.ts";
import { currencyNote, formatPrice } from "./currency.ts";
import { creditsLabel, formatCount } from "./simulator/format.ts";
import { taxNote, taxPhrase } from "./tax-note.ts";

describe("docs/pricing.md: prices are written as the page's language writes them", () => {
  it("German and French put the amount first, with their own separators", () => {
    expect(formatPrice(49, "euros", "de")).toBe("49\u00a0€");
    expect(formatPrice(1290, "euros", "de")).toBe("1.290\u00a0€");
    expect(formatPrice(0.6, "euros", "fr")).toBe("0,60\u00a0€");
    expect(formatPrice(1290, "pounds", "fr")).toBe("1\u202f290\u00a0£GB");
  });

  it("English is unchanged", () => {
    expect(formatPrice(49, "euros")).toBe("€49");
    expect(formatPrice(1290, "pounds", "en")).toBe("£1,290");
  });

  it("counts and credits", () => {
    expect(formatCount(135_000, "de")).toBe("135.000");
    expect(formatCount(135_000, "fr")).toBe("135\u202f000");
    expect(creditsLabel(1, "de")).toBe("1 Credit");
    expect(creditsLabel(2, "fr")).toBe("2 crédits");
    expect(creditsLabel(0.5, "en")).toBe("0.5 credits");
  });
});

describe("docs/pricing.md: the currency line and the tax wording in the page's language", () => {
  it("says why the prices are in this currency", () => {
    expect(currencyNote("pounds", "country", "de")).toBe("Preise in Pfund Sterling (GBP), passend zu Ihrem Standort.");
    expect(currencyNote("euros", "query", "fr")).toBe("Prix en euros (EUR), selon votre choix.");
    expect(currencyNote("pounds", "country")).toBe("Prices in pounds sterling (GBP), based on your location.");
  });

  it("euro and pound prices exclude VAT, dollar prices are plus applicable taxes, in every language", () => {
    expect(taxNote("euros", "de")).toBe("Alle Preise zzgl. MwSt.");
    expect(taxNote("dollars", "fr")).toBe("Prix hors taxes applicables.");
    expect(taxPhrase("pounds", "fr")).toBe("hors TVA");
    expect(taxPhrase("dollars")).toBe("plus applicable taxes");
  });
});

describe("the simulator reads numbers as its visitors write them", () => {
  it("a German or French decimal comma before k or m", () => {
    expect(parseVolume("1,5m", "de")).toEqual({ ok: true, value: 1_500_000 });
    expect(parseVolume("2,5k", "fr")).toEqual({ ok: true, value: 2_500 });
    expect(parseVolume("25.000", "de")).toEqual({ ok: true, value: 25_000 });
    expect(parseVolume("25 000", "fr")).toEqual({ ok: true, value: 25_000 });
  });

  it("its messages are in the page's language", () => {
    expect(parseVolume("viele", "de")).toEqual({
      ok: false,
      message: "Geben Sie eine ganze Zahl an Anfragen ein, etwa 25000 oder 25k",
    });
    expect(parseVolume("2000000000", "fr")).toMatchObject({ ok: false });
  });
});
