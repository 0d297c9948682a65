import * as v from "valibot";
import { blockSchema } from "../blocks/registry.ts";
import { LANGUAGES } from "./languages.ts";

/** Page types of docs/content-model.md that content can hold. */
export const PAGE_TYPES = [
  "page",
  "special",
  "pageProduct",
  "pageIndustry",
  "pageStory",
  "news",
  "blog",
  "pagePolicy",
  "pageUseCase",
  "pageShowcase",
  "pageDeveloper",
  "layout",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export { LANGUAGES, type Language } from "./languages.ts";

/** A slug: lower-case letters, digits, "-" and "_", starting with a letter or a digit. */
export const SLUG_RE = /^[a-z0-9][a-z0-9_-]*$/;
/**
 * The same rule as an HTML `pattern` attribute. Browsers compile it with the `v` flag, where
 * a "-" left bare in a character class is a syntax error and the pattern is ignored; escaped,
 * it works in both (page-schema.test.ts compiles it as Chromium does).
 */
export const SLUG_PATTERN = "[a-z0-9][a-z0-9_\\-]*";
export const SLUG_MESSAGE = "slug must be lower-case letters, digits, - or _";

const slug = v.pipe(v.string("slug must be text"), v.regex(SLUG_RE, SLUG_MESSAGE));

export const pageSchema = v.strictObject({
  name: v.pipe(v.string(), v.nonEmpty("name must not be empty")),
  type: v.picklist(PAGE_TYPES, `type must be one of ${PAGE_TYPES.join(", ")}`),
  slug,
  language: v.optional(v.picklist(LANGUAGES, `language must be one of ${LANGUAGES.join(", ")}`), "en"),
  /** docs/content-model.md: a new page is a draft; only PUBLISHED pages are served. */
  status: v.optional(v.picklist(["DRAFT", "PUBLISHED"]), "DRAFT"),
  /** Date of publication (YYYY-MM-DD); cards are sorted newest first. */
  publishedAt: v.optional(v.pipe(v.string(), v.isoDate("publishedAt must be a date, YYYY-MM-DD"))),
  /** Full-screen pages (sign up, survey, funnels, contact) have no header or footer. */
  display: v.optional(v.picklist(["standard", "fullscreen"]), "standard"),
  meta: v.strictObject({
    title: v.pipe(
      v.string(),
      v.nonEmpty("title must not be empty"),
      v.maxLength(70, "title must be 70 characters or fewer"),
    ),
    description: v.pipe(
      v.string(),
      v.nonEmpty("description must not be empty"),
      v.maxLength(170, "description must be 170 characters or fewer"),
    ),
    /** Social preview image; a .webp image is announced as its .png twin. */
    image: v.optional(v.string()),
    featuredImage: v.optional(v.string()),
  }),
  customValues: v.optional(
    v.strictObject({
      noFollowNoIndex: v.optional(v.boolean()),
      headerColorField: v.optional(v.picklist(["black", "white", "grey"])),
      miniCardImage: v.optional(v.string()),
      miniCardText: v.optional(v.string()),
      rootPage: v.optional(v.picklist(["pageStory", "news", ""])),
    }),
    {},
  ),
  /** The same page in other languages (same type); links are made both ways at build. */
  translations: v.optional(v.array(v.strictObject({ language: v.picklist(LANGUAGES), slug })), []),
  tags: v.optional(v.array(v.string()), []),
  /** Blog and news posts: who wrote it (shown with the date on the post). */
  author: v.optional(
    v.strictObject({
      name: v.pipe(v.string(), v.nonEmpty("author.name must not be empty")),
      role: v.optional(v.string()),
    }),
  ),
  /** Whether search engines may index the page; defaults to its type's setting. */
  indexing: v.optional(v.boolean()),
  /** Whether the page appears in cards listings. */
  listable: v.optional(v.boolean(), true),
  blocks: v.array(blockSchema),
});

export type Page = v.InferOutput<typeof pageSchema>;

/** docs/content-model.md indexingDefault: special and layout pages are not indexed unless they say so. */
export const INDEXING_DEFAULT: Record<PageType, boolean> = {
  page: true,
  special: false,
  pageProduct: true,
  pageIndustry: true,
  pageStory: true,
  news: true,
  blog: true,
  pagePolicy: true,
  pageUseCase: true,
  pageShowcase: true,
  pageDeveloper: true,
  layout: false,
};
