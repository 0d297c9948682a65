import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { siteInLanguage, siteLanguageSchema, TRANSLATED_LANGUAGES } from "../../client/content/site-language.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import { ContentError, parseContent } from "../../client/content/validate.ts";
import { siteKey } from "../../worker/content/keys.ts";
import { kvEntry, type KvEntry } from "./kv-entries.ts";

/** The site settings of one translated language, as read from its file. */
export interface LanguageSite {
  language: (typeof TRANSLATED_LANGUAGES)[number];
  file: string;
  settings: SiteSettings;
}

/**
 * Reads content/site.{de,fr}.json (the tagline, banner, header and footer in each
 * language), validates them and joins each with site.json into the CONTENT key its pages
 * read ("site:de"). A language's file is required while a published page is in that
 * language: without it German pages would show an English header. Problems name the file
 * and field.
 */
export function buildLanguageSites(
  root: string,
  site: SiteSettings | null,
  languagesInUse: ReadonlySet<string>,
): { sites: LanguageSite[]; entries: KvEntry[]; problems: string[] } {
  const sites: LanguageSite[] = [];
  const problems: string[] = [];
  for (const language of TRANSLATED_LANGUAGES) {
    const file = join(root, `site.${language}.json`);
    if (!existsSync(file)) {
      if (languagesInUse.has(language))
        problems.push(`${file}: missing; pages in ${language} need their header, footer and banner in ${language}`);
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      problems.push(`${file}: cannot be read as JSON: ${(error as Error).message}`);
      continue;
    }
    try {
      const sections = parseContent(siteLanguageSchema, raw, file);
      if (site) sites.push({ language, file, settings: siteInLanguage(site, sections) });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      for (const p of error.problems) problems.push(`${file}: ${p.field}: ${p.message}`);
    }
  }
  const entries = sites.map((s) => kvEntry(siteKey(s.language), JSON.stringify(s.settings)));
  return { sites, entries, problems };
}
