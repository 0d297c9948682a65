import * as v from "valibot";
import { LANGUAGES, PAGE_TYPES } from "./page-schema.ts";

/**
 * The page catalogue (docs/content-model.md), derived from content at build time and kept in
 * KV under `catalogue`: what the Worker needs about OTHER pages (translations for
 * hreflang, section pages for breadcrumbs, cards listings, the sitemap).
 */

const language = v.picklist(LANGUAGES);

const translation = v.strictObject({ language, slug: v.string(), name: v.string(), url: v.string() });

export const catalogueEntrySchema = v.strictObject({
  id: v.string(),
  name: v.string(),
  slug: v.string(),
  type: v.picklist(PAGE_TYPES),
  language,
  status: v.literal("PUBLISHED"),
  /** The page's path. */
  url: v.string(),
  translations: v.array(translation),
  indexing: v.boolean(),
  indexingDefault: v.boolean(),
  noFollowNoIndex: v.boolean(),
  tags: v.array(v.string()),
  listable: v.boolean(),
  rootPage: v.string(),
  publishedAt: v.optional(v.string()),
  title: v.string(),
  description: v.string(),
  image: v.optional(v.string()),
  miniCardText: v.optional(v.string()),
  /** The picture of its card: customValues.miniCardImage, else meta.featuredImage. */
  cardImage: v.optional(v.string()),
  fullscreen: v.boolean(),
});

export type CatalogueEntry = v.InferOutput<typeof catalogueEntrySchema>;

/** A card in a listing: docs/content-model.md. */
export const cardSchema = v.strictObject({
  url: v.string(),
  slug: v.string(),
  name: v.string(),
  title: v.string(),
  text: v.string(),
  publishedAt: v.optional(v.string()),
  /** The page's customValues.miniCardImage, else its meta.featuredImage. */
  image: v.optional(v.string()),
});
export type Card = v.InferOutput<typeof cardSchema>;

export const LISTED_TYPES = ["blog", "news", "pageStory"] as const;
export type ListedType = (typeof LISTED_TYPES)[number];

export const listingSchema = v.strictObject({
  withTitle: v.boolean(),
  withText: v.boolean(),
  linkLabel: v.string(),
  /** Cards per language, in display order. */
  cards: v.record(v.string(), v.array(cardSchema)),
});
export type Listing = v.InferOutput<typeof listingSchema>;

export const catalogueSchema = v.strictObject({
  pages: v.array(catalogueEntrySchema),
  listings: v.strictObject({ blog: listingSchema, news: listingSchema, pageStory: listingSchema }),
});
export type Catalogue = v.InferOutput<typeof catalogueSchema>;

/** Whether search engines may index a catalogue entry. */
export function isIndexable(entry: CatalogueEntry): boolean {
  return entry.indexing && !entry.noFollowNoIndex;
}
