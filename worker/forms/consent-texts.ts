import { consentTextVersion } from "../../client/forms/lead-context.ts";
import { CATALOGUES } from "../../client/i18n/catalogue.ts";

/** The funnel's agreement texts, by the version a lead records (docs/leads.md). */
const TEXTS = new Map(
  Object.entries(CATALOGUES).map(([language, texts]) => {
    const { before, link, after } = texts.funnel.forms.agreement;
    const text = `${before}${link}${after}`;
    return [consentTextVersion(language, text), text] as const;
  }),
);

/**
 * The words of a consent text version, when it is the current text of one of the funnel's
 * languages; null for a version whose words have changed since (the repository's history
 * of client/i18n/{en,de,fr}/funnel.ts holds them).
 */
export function consentTextOf(version: string | undefined): string | null {
  return version ? (TEXTS.get(version) ?? null) : null;
}
