import * as v from "valibot";
import type { Language } from "./page-schema.ts";
import { siteSchema, type SiteSettings } from "./site-schema.ts";

/** Languages other than English, each with its own file of site settings (content/site.{language}.json). */
export const TRANSLATED_LANGUAGES = ["de", "fr"] as const satisfies readonly Language[];

/**
 * What a language's site settings file holds: the sections a visitor reads (tagline,
 * banner, header, footer, the consent banner's words), written in that language.
 * Everything else (the name, section pages, services) is shared with site.json. The
 * sections replace English ones whole (a file without a banner means no banner on pages
 * in that language), except `consent`, whose cookie domain stays site.json's.
 */
export const siteLanguageSchema = v.strictObject({
  tagline: siteSchema.entries.tagline,
  banner: siteSchema.entries.banner,
  header: siteSchema.entries.header,
  footer: siteSchema.entries.footer,
  consent: v.optional(
    v.strictObject({
      title: v.string(),
      text: v.string(),
      policy: v.strictObject({ text: v.string(), href: v.string() }),
    }),
  ),
});
export type SiteLanguageSettings = v.InferOutput<typeof siteLanguageSchema>;

/** The site settings of pages in a language: site.json with that language's sections. */
export function siteInLanguage(site: SiteSettings, sections: SiteLanguageSettings): SiteSettings {
  const { consent, ...rest } = sections;
  const merged: SiteSettings = { ...site, ...rest, ...(consent ? { consent: { ...site.consent, ...consent } } : {}) };
  if (!sections.banner) delete merged.banner;
  return merged;
}
