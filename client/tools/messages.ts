import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { fill } from "../i18n/fill.ts";
import { tools as englishTools } from "../i18n/en/tools.ts";
import type { Messages } from "../i18n/messages.ts";
import { postcodeLevel, type LocalitiesCapabilities } from "../localities/capabilities.ts";
import { countryName } from "./countries.ts";

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

/** The words of `noSuggestionsMessage` in one language, and how it names a country. */
export interface ToolWords {
  texts: Messages["tools"];
  countryName(code: string): string | null;
}

/** "a UK postcode", "an Eircode", "a postcode of Germany"; `every`: "every UK postcode". */
function postcodeOf(country: string, words: ToolWords, form: "one" | "every"): string {
  const names = words.texts.postcodeNames;
  const name = country === "GB" || country === "IE" || country === "US" ? names[country] : names.other;
  return fill(name[form], { country: words.countryName(country) ?? country });
}

/** The country whose postcode format `input` has (the chosen one, or a distinctive format), else null. */
export function postcodeCountry(input: string, country: string | null): string | null {
  const text = input.trim();
  if (!/\d/.test(text) || text.length > 12) return null;
  const candidates = country ? [country] : DISTINCTIVE_FORMATS;
  return candidates.find((c) => postcodeValidatorExistsForCountry(c) && postcodeValidator(text, c)) ?? null;
}

/**
 * Why typing `input` gave no suggestions, in the page's language (`words`, English by
 * default): a postcode of a country whose postcodes this deployment does not answer is said
 * to be one, with what to do instead; anything else is a plain "no match".
 */
export function noSuggestionsMessage(
  input: string,
  country: string | null,
  capabilities: LocalitiesCapabilities,
  words: ToolWords = ENGLISH_WORDS,
): string {
  const { texts } = words;
  const text = input.trim();
  const name = (code: string) => words.countryName(code) ?? code;
  const postcode = postcodeCountry(text, country);
  if (postcode && postcodeLevel(capabilities, postcode) === "none") {
    return fill(texts.postcodeNotHeld, {
      text,
      postcode: postcodeOf(postcode, words, "one"),
      country: name(postcode),
      every: postcodeOf(postcode, words, "every"),
    });
  }
  if (postcode)
    return country
      ? fill(texts.postcodeUnknownIn, { text, country: name(country) })
      : fill(texts.postcodeUnknown, { text });
  return country ? fill(texts.noMatchIn, { text, country: name(country) }) : fill(texts.noMatch, { text });
}

/** The English words, as the free tools' pages say them (client/i18n/en/tools.ts). */
const ENGLISH_WORDS: ToolWords = { texts: englishTools, countryName };

export const PLACE_UNRESOLVED = englishTools.placeUnresolved;
export const SERVICE_UNAVAILABLE = englishTools.serviceUnavailable;
export const POSITION_NOT_RESOLVED = englishTools.positionNotResolved;
export const LOCATION_BLOCKED_HELP = englishTools.locationBlockedHelp;
export const LOCATION_UNAVAILABLE = englishTools.locationUnavailable;
