import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { postcodeLevel, type LocalitiesCapabilities } from "../localities/capabilities.ts";
import type { Language } from "../content/languages.ts";
import { countryName } from "./countries.ts";
import { englishToolWords, toolWords } from "./words/tool-words.ts";

/** A country's English name as the tools' list gives it. */
const englishName = (code: string) => countryName(code) ?? code;

/**
 * What the tools say in words when there is no plain answer: nothing matched, a place
 * that could not be resolved, the service not answering, a postcode the embedded data
 * does not hold. The notices docs/tools.md quotes are in notices.ts, word for word.
 */

/**
 * Formats distinctive enough to name their country when no country is chosen (letters, a
 * dash or a space in a fixed place); plain digits could be a dozen countries' codes.
 */
const DISTINCTIVE_FORMATS = ["GB", "IE", "CA", "NL", "PL", "PT", "JP", "BR"];

/** The country whose postcode format `input` has (the chosen one, or a distinctive format), else null. */
export function postcodeCountry(input: string, country: string | null): string | null {
  const text = input.trim();
  if (!/\d/.test(text) || text.length > 12) return null;
  const candidates = country ? [country] : DISTINCTIVE_FORMATS;
  return candidates.find((c) => postcodeValidatorExistsForCountry(c) && postcodeValidator(text, c)) ?? null;
}

/**
 * Why typing `input` gave no suggestions: a postcode of a country whose postcodes this
 * deployment does not answer is said to be one, with what to do instead; anything else is a
 * plain "no match". In the page's language (tool-words.ts).
 */
export function noSuggestionsMessage(
  input: string,
  country: string | null,
  capabilities: LocalitiesCapabilities,
  language: Language = "en",
): string {
  const text = input.trim();
  const postcode = postcodeCountry(text, country);
  const words = toolWords(language, englishName);
  if (postcode && postcodeLevel(capabilities, postcode) === "none")
    return words.noSuggestions({ kind: "not-held", text, country: postcode });
  if (postcode) return words.noSuggestions({ kind: "unknown-postcode", text, country });
  return words.noSuggestions({ kind: "no-match", text, country });
}

const ENGLISH = englishToolWords(englishName);
export const PLACE_UNRESOLVED = ENGLISH.placeUnresolved;
export const SERVICE_UNAVAILABLE = ENGLISH.serviceUnavailable;
export const POSITION_NOT_RESOLVED = ENGLISH.positionNotResolved;
export const LOCATION_BLOCKED_HELP =
  "If you blocked location for this site, allow it in your browser’s site settings (the icon beside the address bar), then try again. You do not need to reload the page.";
export const LOCATION_UNAVAILABLE =
  "Your browser could not tell us your position this time (no signal, or it took too long).";
