import * as v from "valibot";
import { blockSchema } from "../blocks/schemas.ts";

/** Page types of spec part 2 §3.18 that are served as pages. */
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
  "layout",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const LANGUAGES = ["en", "de", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

const slug = v.pipe(
  v.string("slug must be text"),
  v.regex(/^[a-z0-9][a-z0-9_-]*$/, "slug must be lower-case letters, digits, - or _"),
);

export const pageSchema = v.strictObject({
  name: v.pipe(v.string(), v.nonEmpty("name must not be empty")),
  type: v.picklist(PAGE_TYPES, `type must be one of ${PAGE_TYPES.join(", ")}`),
  slug,
  language: v.optional(v.picklist(LANGUAGES), "en"),
  status: v.optional(v.picklist(["DRAFT", "PUBLISHED"]), "DRAFT"),
  meta: v.strictObject({
    title: v.pipe(v.string(), v.nonEmpty("title must not be empty"), v.maxLength(70, "title must be 70 characters or fewer")),
    description: v.pipe(
      v.string(),
      v.nonEmpty("description must not be empty"),
      v.maxLength(170, "description must be 170 characters or fewer"),
    ),
    image: v.optional(v.string()),
  }),
  customValues: v.optional(
    v.strictObject({
      noFollowNoIndex: v.optional(v.boolean()),
      headerColorField: v.optional(v.picklist(["black", "white", "grey"])),
    }),
  ),
  blocks: v.array(blockSchema),
});

export type Page = v.InferOutput<typeof pageSchema>;

const navLink = v.strictObject({ label: v.string(), href: v.string() });

export const siteSchema = v.strictObject({
  name: v.pipe(v.string(), v.nonEmpty()),
  tagline: v.string(),
  header: v.strictObject({ links: v.array(navLink), cta: navLink }),
  footer: v.strictObject({ links: v.array(navLink), note: v.string() }),
});

export type SiteSettings = v.InferOutput<typeof siteSchema>;
