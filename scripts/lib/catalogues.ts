import { CATALOGUES } from "../../client/i18n/catalogue.ts";
import { catalogueProblems } from "../../client/i18n/catalogue-check.ts";

/**
 * docs/languages.md: a language's message catalogue that lacks a key of the English one (or
 * has an empty message, or loses a placeholder) fails the build, each problem naming the
 * file and the key.
 */
export function catalogueBuildProblems(catalogues: Record<string, unknown> = CATALOGUES): string[] {
  const { en, ...others } = catalogues;
  return Object.entries(others).flatMap(([language, catalogue]) =>
    catalogueProblems(en, catalogue).map((problem) => `client/i18n/${language}/: ${problem}`),
  );
}
