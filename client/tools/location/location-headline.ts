import { countryName } from "../countries.ts";
import { COUNTRY_NA, ZIP_NA } from "../notices.ts";
import type { LocationFocus } from "../tools.ts";
import type { LocationAnswer } from "./location-answer.ts";

export interface Headline {
  text: string;
  copy: string | null;
  /** A sentence under it (where the answer came from, or why it is missing). */
  words: string | null;
}

function countryHeadline(answer: LocationAnswer | null, networkCountry: string | null): Headline {
  const country = answer?.fields?.country ?? null;
  if (country) return { text: `Country: ${country}`, copy: country, words: null };
  const network = countryName(networkCountry);
  if (network)
    return {
      text: `Country: ${network}`,
      copy: network,
      words:
        "From your network's location, as our server sees it. Allow location access to confirm it from your position.",
    };
  return { text: COUNTRY_NA, copy: null, words: null };
}

/** Why a ZIP tool shows "Zip Code: NA" for a position it did find, in words. */
export function zipMissing(answer: LocationAnswer | null): string | null {
  if (!answer?.fields || answer.zip) return null;
  const { countryCode, country, postcodes } = answer.fields;
  if (countryCode !== "US") {
    const local = postcodes.length === 1 ? ` Its postal code there is ${postcodes[0]}.` : "";
    return `ZIP codes are the United States' postcodes, and your position is in ${country ?? "another country"}.${local}`;
  }
  return "No ZIP code in our data is near enough to this position to name it.";
}

/**
 * The line each location tool puts first (docs/tools.md: "Country: NA", "Zip Code: NA"), or
 * null for the tools that start with the address. The country tool falls back on the
 * network's country when the browser gives no position.
 */
export function headline(
  focus: LocationFocus,
  answer: LocationAnswer | null,
  networkCountry: string | null,
): Headline | null {
  if (focus === "country") return countryHeadline(answer, networkCountry);
  if (focus !== "zip" && focus !== "zip4") return null;
  const words = zipMissing(answer);
  if (!answer?.zip) return { text: ZIP_NA, copy: null, words };
  if (focus === "zip") return { text: `Zip Code: ${answer.zip}`, copy: answer.zip, words };
  if (answer.plusFour) {
    const full = `${answer.zip}-${answer.plusFour}`;
    return { text: `Zip Code: ${full}`, copy: full, words };
  }
  return {
    text: `Zip Code: ${answer.zip} (the 4 extra digits are not in our data for this position)`,
    copy: answer.zip,
    words,
  };
}
