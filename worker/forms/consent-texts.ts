import { consentTextVersion } from "../../client/forms/lead-context.ts";
import { de } from "../../client/funnel/texts/de.ts";
import { en } from "../../client/funnel/texts/en.ts";
import { fr } from "../../client/funnel/texts/fr.ts";

/** The funnel's agreement texts, by the version a lead records (docs/leads.md). */
const TEXTS = new Map(
  Object.entries({ en, de, fr }).map(([language, texts]) => {
    const { before, link, after } = texts.forms.agreement;
    const text = `${before}${link}${after}`;
    return [consentTextVersion(language, text), text] as const;
  }),
);

/**
 * The words of a consent text version, when it is the current text of one of the funnel's
 * languages; null for a version whose words have changed since (the repository's history
 * of client/funnel/texts/ holds them).
 */
export function consentTextOf(version: string | undefined): string | null {
  return version ? (TEXTS.get(version) ?? null) : null;
}
