import type { Language } from "../../content/page-schema.ts";

const DATE_LOCALES: Record<Language, string> = { en: "en-GB", de: "de-DE", fr: "fr-FR" };

/** One formatter per language: building an Intl.DateTimeFormat costs about 0.5 ms, and a listing shows dozens of dates. */
const DATE_FORMATS = new Map<Language, Intl.DateTimeFormat>();

/**
 * A publication date (YYYY-MM-DD) as readers of the page's language write it.
 * @example formatDate("2026-07-22", "en") // "22 July 2026"
 */
export function formatDate(iso: string, language: Language): string {
  let format = DATE_FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    DATE_FORMATS.set(language, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}
