import * as v from "valibot";
import { isLayoutOnly } from "../blocks/registry.ts";
import { pathOf } from "./page-path.ts";
import { pageSchema, type Page, type PageType } from "./page-schema.ts";

/**
 * The page index (KV CONTENT key `pages`): one entry per page of content/, drafts and layout
 * pages included, written by every sync and updated by the editor when it creates or
 * publishes a page. It is what the editor lists, and the input from which the Worker
 * rebuilds the catalogue on publishing (client/content/catalogue-build.ts) without reading
 * every page: each entry holds its page without blocks, except the layout-only ones
 * (cardsOrder) that the catalogue reads.
 */

/** docs/content-model.md: layout (and admin) pages are locked: their address is fixed, no block is added or removed. */
export function isLockedType(type: PageType): boolean {
  return type === "layout";
}

export const pageIndexEntrySchema = v.strictObject({
  /** The catalogue id: a UUID-shaped SHA-1 of type|language|slug (catalogue-build.ts). */
  id: v.string(),
  /** Its file under content/ ("pages/product-map.json"): where `npm run content:pull` writes it. */
  file: v.string(),
  /** Its public path; null for layout pages, which are never served. */
  path: v.nullable(v.string()),
  locked: v.boolean(),
  /** The page without its blocks, but for the layout-only ones. */
  head: pageSchema,
});
export type PageIndexEntry = v.InferOutput<typeof pageIndexEntrySchema>;

export const pageIndexSchema = v.array(pageIndexEntrySchema);
export type PageIndex = v.InferOutput<typeof pageIndexSchema>;

/** The index entry of a page. */
export function indexEntry(id: string, file: string, page: Page): PageIndexEntry {
  return {
    id,
    file,
    path: pathOf(page),
    locked: isLockedType(page.type),
    head: { ...page, blocks: page.blocks.filter(isLayoutOnly) },
  };
}

/**
 * The file a page created in the editor goes to under content/: its type's file prefix and
 * its slug (the files' own convention: product-map.json, blog-….json), plus its language
 * when it is not English.
 * @example pageFileName({ type: "pageProduct", language: "en", slug: "map" }) // "pages/product-map.json"
 */
export function pageFileName(page: Pick<Page, "type" | "language" | "slug">): string {
  const prefix = FILE_PREFIX[page.type];
  const language = page.language === "en" ? "" : `${page.language}-`;
  return `pages/${language}${prefix ? `${prefix}-` : ""}${page.slug}.json`;
}

const FILE_PREFIX: Record<PageType, string> = {
  page: "",
  special: "",
  pageShowcase: "showcase",
  pageProduct: "product",
  pageIndustry: "industry",
  pageStory: "story",
  news: "news",
  blog: "blog",
  pagePolicy: "policy",
  pageUseCase: "usecase",
  pageDeveloper: "developers",
  layout: "layout",
};
