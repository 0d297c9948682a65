import de from "i18n-iso-countries/langs/de.json" with { type: "json" };
import fr from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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

const COUNTRY_NAMES: Record<string, Record<string, string | string[]>> = { de: de.countries, fr: fr.countries };

/** A language's country names by code, the first name i18n-iso-countries gives. */
function countryNames(language: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(COUNTRY_NAMES[language] ?? {}).map(([code, names]) => [
      code,
      Array.isArray(names) ? (names[0] ?? code) : names,
    ]),
  );
}

/**
 * The German and French catalogues, with the country names of the language, as the Worker
 * reads them (worker/i18n/page-messages.ts): JSON files in dist/assets/_i18n/, served by
 * Static Assets beside the client files.
 */
export function writeCatalogueAssets(dir = "dist/assets/_i18n"): string[] {
  mkdirSync(dir, { recursive: true });
  const { en: _english, ...others } = CATALOGUES;
  return Object.entries(others).map(([language, messages]) => {
    const file = join(dir, `${language}.json`);
    writeFileSync(file, JSON.stringify({ messages, countryNames: countryNames(language) }));
    return file;
  });
}
