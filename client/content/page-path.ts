import type { Language } from "./languages.ts";
import type { PageType } from "./page-schema.ts";

/** URL prefix of each page type in English; null for types that are never served as pages. */
export const PAGE_TYPE_PREFIX: Record<PageType, string | null> = {
  page: "",
  special: "",
  pageShowcase: "",
  pageProduct: "/products",
  pageIndustry: "/industry",
  pageStory: "/clients",
  news: "/news",
  blog: "/blog",
  pagePolicy: "/policies",
  pageUseCase: "/use-case",
  pageDeveloper: "/developers",
  layout: null,
};

/**
 * Prefixes that are words of their language (docs/content-model.md): a German product page
 * lives under /produkte, never beside the English one under /products. Types not named here
 * keep the English prefix in every language.
 */
export const LOCALISED_PREFIX: Record<Exclude<Language, "en">, Partial<Record<PageType, string>>> = {
  de: { pageProduct: "/produkte", pagePolicy: "/rechtliches" },
  fr: { pageProduct: "/produits", pagePolicy: "/juridique" },
};

/** The slug of the home page; it adds no path segment. */
export const HOME_SLUG = "home";

/**
 * The URL prefix of a page type in a language; null for types never served.
 * @example typePrefix("pageProduct", "de") // "/produkte"
 */
export function typePrefix(type: PageType, language: Language): string | null {
  const english = PAGE_TYPE_PREFIX[type];
  if (english === null || language === "en") return english;
  return LOCALISED_PREFIX[language][type] ?? english;
}

/**
 * The public path of a page: its type's prefix in its language plus its slug; null for
 * layout pages. The one place a page's path is computed: the sync, the catalogue, the
 * sitemap, the editor and the redirect checks all call it.
 * @example pagePath("pageProduct", "localities", "en") // "/products/localities"
 * @example pagePath("pagePolicy", "datenschutz", "de") // "/rechtliches/datenschutz"
 */
export function pagePath(type: PageType, slug: string, language: Language): string | null {
  const prefix = typePrefix(type, language);
  if (prefix === null) return null;
  if (slug === HOME_SLUG) return prefix === "" ? "/" : prefix;
  return `${prefix}/${slug}`;
}

/** The path of a page object (its type, slug and language). */
export function pathOf(page: { type: PageType; slug: string; language: Language }): string | null {
  return pagePath(page.type, page.slug, page.language);
}
