import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
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

const WORDS: Record<string, [article: string, words: string]> = {
  GB: ["a", "UK postcode"],
  IE: ["an", "Eircode"],
  US: ["a", "ZIP code"],
};

/** "a UK postcode", "an Eircode", "a postcode of Germany"; `every`: "every UK postcode". */
function postcodeOf(country: string, every = false): string {
  const [article, words] = WORDS[country] ?? ["a", `postcode of ${countryName(country) ?? country}`];
  return `${every ? "every" : article} ${words}`;
}

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
 * plain "no match".
 */
export function noSuggestionsMessage(
  input: string,
  country: string | null,
  capabilities: LocalitiesCapabilities,
): string {
  const text = input.trim();
  const postcode = postcodeCountry(text, country);
  if (postcode && postcodeLevel(capabilities, postcode) === "none") {
    return `“${text}” looks like ${postcodeOf(postcode)}. The open data built into this site has no postcodes of ${countryName(postcode) ?? postcode}, so it cannot look this one up: type the town instead. The Localities API finds ${postcodeOf(postcode, true)}.`;
  }
  if (postcode) {
    return `No place has the postcode “${text}” in our data${country ? ` for ${countryName(country) ?? country}` : ""}. Check the code, or type the town instead.`;
  }
  const where = country ? ` in ${countryName(country) ?? country}` : "";
  return `No matches for “${text}”${where}. Check the spelling, try the town or a postcode${country ? ", or choose another country" : ""}.`;
}

export const PLACE_UNRESOLVED =
  "We could not find the details of this place. Choose another suggestion, or type the address again.";
export const SERVICE_UNAVAILABLE =
  "The address service is not answering right now, so we cannot show results. Please try again in a moment.";
export const POSITION_NOT_RESOLVED =
  "We could not find an address for this position: it may be at sea or far from any town in our data.";
export const LOCATION_BLOCKED_HELP =
  "If you blocked location for this site, allow it in your browser’s site settings (the icon beside the address bar), then try again. You do not need to reload the page.";
export const LOCATION_UNAVAILABLE =
  "Your browser could not tell us your position this time (no signal, or it took too long).";
