import * as v from "valibot";
import type { Language } from "./page-schema.ts";
import { siteSchema, type SiteSettings } from "./site-schema.ts";

/** Languages other than English, each with its own file of site settings (content/site.{language}.json). */
export const TRANSLATED_LANGUAGES = ["de", "fr"] as const satisfies readonly Language[];

/**
 * What a language's site settings file holds: the sections a visitor reads (tagline,
 * banner, header, footer), written in that language. Everything else (the name, section
 * pages, services) is shared with site.json. The sections replace English ones whole:
 * a file without a banner means no banner on pages in that language.
 */
export const siteLanguageSchema = v.strictObject({
  tagline: siteSchema.entries.tagline,
  banner: siteSchema.entries.banner,
  header: siteSchema.entries.header,
  footer: siteSchema.entries.footer,
});
export type SiteLanguageSettings = v.InferOutput<typeof siteLanguageSchema>;

/** The site settings of pages in a language: site.json with that language's sections. */
export function siteInLanguage(site: SiteSettings, sections: SiteLanguageSettings): SiteSettings {
  const merged: SiteSettings = { ...site, ...sections };
  if (!sections.banner) delete merged.banner;
  return merged;
}
