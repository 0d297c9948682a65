/** Which picture each page gets, and the words of its social card. */
import { LANGUAGES, type Language } from "../../client/content/languages.ts";
import type { Page, PageType } from "../../client/content/page-schema.ts";
import type { GlyphName } from "./glyphs.ts";
import { ILLUSTRATIONS, type Illustration } from "./illustrations.ts";
import { INDUSTRY_ILLUSTRATIONS } from "./industry-illustrations.ts";
import { brandOf } from "./brands.ts";

export const ALL_ILLUSTRATIONS: readonly Illustration[] = [...ILLUSTRATIONS, ...INDUSTRY_ILLUSTRATIONS];

const ILLUSTRATED: Partial<Record<PageType, string>> = {
  pageProduct: "product",
  pageIndustry: "industry",
  pageUseCase: "usecase",
};

/** The languages an illustration is drawn in: every language when it draws words, else English. */
export function illustrationLanguages(illustration: Illustration): readonly Language[] {
  return illustration.localised ? LANGUAGES : ["en"];
}

/**
 * The illustration drawn for a page (home, products, industries, use cases), if any, and the
 * language of the copy it shows. A German or French page is named by its English
 * translation's slug (the German Maps page, "karten", shows "product-map").
 */
export function illustrationFor(
  page: Pick<Page, "type" | "slug" | "language" | "translations">,
): { illustration: Illustration; language: Language } | undefined {
  const slug =
    page.language === "en" ? page.slug : (page.translations.find((t) => t.language === "en")?.slug ?? page.slug);
  const name =
    page.type === "page" && slug === "home"
      ? "home"
      : ILLUSTRATED[page.type]
        ? `${ILLUSTRATED[page.type]}-${slug}`
        : null;
  const illustration = name ? ALL_ILLUSTRATIONS.find((i) => i.name === name) : undefined;
  if (!illustration) return undefined;
  return { illustration, language: illustration.localised ? page.language : "en" };
}

/** Listed pages get a card picture (blog, news, stories). */
export const CARD_TYPES: ReadonlySet<PageType> = new Set(["blog", "news", "pageStory"]);

/** The customer a story is about, when the story names it. */
export function storyBrand(page: Pick<Page, "type" | "name">): string | null {
  return page.type === "pageStory" ? brandOf(page.name) : null;
}

/** Motifs of pages whose tags give none. */
export const TYPE_MOTIFS: Partial<Record<PageType, GlyphName>> = {
  pagePolicy: "documentation",
  pageDeveloper: "code",
  special: "pin",
  page: "compass",
};

const KINDS: Record<Page["language"], Record<PageType, string>> = {
  en: {
    page: "Locus",
    special: "Locus",
    pageProduct: "Product",
    pageIndustry: "Industry",
    pageStory: "Customer story",
    news: "News",
    blog: "Blog",
    pagePolicy: "Policy",
    pageUseCase: "Use case",
    pageShowcase: "Showcase",
    pageDeveloper: "Developers",
    layout: "Locus",
  },
  de: {
    page: "Locus",
    special: "Locus",
    pageProduct: "Produkt",
    pageIndustry: "Branche",
    pageStory: "Kundengeschichte",
    news: "Neuigkeiten",
    blog: "Blog",
    pagePolicy: "Richtlinie",
    pageUseCase: "Anwendungsfall",
    pageShowcase: "Referenz",
    pageDeveloper: "Entwickler",
    layout: "Locus",
  },
  fr: {
    page: "Locus",
    special: "Locus",
    pageProduct: "Produit",
    pageIndustry: "Secteur",
    pageStory: "Témoignage client",
    news: "Actualités",
    blog: "Blog",
    pagePolicy: "Politique",
    pageUseCase: "Cas d’usage",
    pageShowcase: "Référence",
    pageDeveloper: "Développeurs",
    layout: "Locus",
  },
};

/** The social card's words: the page's headline (its first block's title) and what kind of page it is (the hero's eyebrow, or its type). */
export function cardWords(page: Page): { title: string; kind: string } {
  const first = page.blocks[0]?.props as { title?: unknown; eyebrow?: unknown } | undefined;
  const title = typeof first?.title === "string" && first.title.trim() ? first.title : page.meta.title;
  const kind =
    typeof first?.eyebrow === "string" && first.eyebrow.trim() ? first.eyebrow : KINDS[page.language][page.type];
  return { title, kind };
}
