import type { PageType } from "./page-schema.ts";

/** URL prefix of each page type; null for types that are never served as pages. */
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

/** The slug of the home page; it adds no path segment. */
export const HOME_SLUG = "home";

/**
 * The public path of a page: its type's prefix plus its slug; null for layout pages.
 * @example pagePath("pageProduct", "localities") // "/products/localities"
 */
export function pagePath(type: PageType, slug: string): string | null {
  const prefix = PAGE_TYPE_PREFIX[type];
  if (prefix === null) return null;
  if (slug === HOME_SLUG) return prefix === "" ? "/" : prefix;
  return `${prefix}/${slug}`;
}
