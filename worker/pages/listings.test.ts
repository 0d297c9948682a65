import { describe, expect, it } from "vitest";
import type { Card } from "../../client/content/catalogue.ts";
import { cardsInLanguage } from "./listings.ts";

const card = (url: string): Card => ({ url, slug: url.split("/").pop() as string, name: url, title: url, text: "" });

describe("cards of a page in another language", () => {
  const cards = {
    en: [card("/clients/bakery"), card("/clients/ferries"), card("/clients/water")],
    fr: [card("/clients/boulangeries")],
  };
  const translatedToFr = (url: string, language: string) => language === "fr" && url === "/clients/bakery";

  it("lists its own language first, then English pages without a version in it", () => {
    expect(cardsInLanguage(cards, "fr", translatedToFr).map((c) => c.url)).toEqual([
      "/clients/boulangeries",
      "/clients/ferries",
      "/clients/water",
    ]);
  });

  it("falls back to every English card when the language has none", () => {
    expect(cardsInLanguage(cards, "de", () => false).map((c) => c.url)).toEqual([
      "/clients/bakery",
      "/clients/ferries",
      "/clients/water",
    ]);
  });

  it("English pages list English cards only", () => {
    expect(cardsInLanguage(cards, "en", translatedToFr).map((c) => c.url)).toEqual([
      "/clients/bakery",
      "/clients/ferries",
      "/clients/water",
    ]);
  });
});
