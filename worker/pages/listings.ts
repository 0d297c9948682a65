import type { Card, Catalogue } from "../../client/content/catalogue.ts";
import type { Language } from "../../client/content/page-schema.ts";
import { catalogueEntry } from "../content/catalogue-index.ts";

/**
 * The cards a page in `language` lists from one listing: its own language's cards first,
 * then the English cards of pages that have no version in that language (so that a French
 * visitor sees the four French stories and then the others, never the same story twice).
 * English pages list English cards only.
 * @example cardsInLanguage({ en: [a, b], fr: [aFr] }, "fr", translatedToFr) // [aFr, b]
 */
export function cardsInLanguage(
  cards: Readonly<Record<string, Card[]>>,
  language: Language,
  hasVersionIn: (url: string, language: Language) => boolean,
): Card[] {
  const own = cards[language] ?? [];
  if (language === "en") return own;
  const english = (cards.en ?? []).filter((card) => !hasVersionIn(card.url, language));
  return [...own, ...english];
}

/** Cards of every listed type for a page in `language`. */
export function listingCards(catalogue: Catalogue, language: Language): Record<keyof Catalogue["listings"], Card[]> {
  const hasVersionIn = (url: string, other: Language) =>
    catalogueEntry(catalogue, url)?.translations.some((t) => t.language === other) ?? false;
  const { blog, news, pageStory } = catalogue.listings;
  return {
    blog: cardsInLanguage(blog.cards, language, hasVersionIn),
    news: cardsInLanguage(news.cards, language, hasVersionIn),
    pageStory: cardsInLanguage(pageStory.cards, language, hasVersionIn),
  };
}
