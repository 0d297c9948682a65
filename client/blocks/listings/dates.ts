import type { Language } from "../../content/page-schema.ts";

const DATE_LOCALES: Record<Language, string> = { en: "en-GB", de: "de-DE", fr: "fr-FR" };

/**
 * A publication date (YYYY-MM-DD) as readers of the page's language write it.
 * @example formatDate("2026-07-22", "en") // "22 July 2026"
 */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
