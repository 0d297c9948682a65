/**
 * The postcode line of a result, said honestly and at the level the provider answers
 * (docs/tools.md): one code is the answer (highlighted); a town with several lists some;
 * the first part of a postcode (a UK postcode area, an Eircode routing key) is labelled as
 * that, never as the full code; none says why, in words true of this deployment.
 */
import { isStreetLevel, postcodeLevel, type LocalitiesCapabilities } from "../../localities/capabilities.ts";
import { postcodeLabel, type AddressFields } from "../address-fields.ts";

export interface PostcodeLine {
  /** "ZIP Code", "Eircode", "Postal Code"; "Postcode area" or "Eircode routing key" for a first part. */
  label: string;
  /** The code or codes to show; null: none known (then `words` say why). */
  value: string | null;
  /** A sentence beside or instead of the value. */
  words: string | null;
  /** Only a single code is highlighted as the answer (never "NA", never a list). */
  single: boolean;
}

type Fields = Pick<AddressFields, "postcodes" | "prefixes" | "city" | "district" | "countryCode" | "country">;

/** Lists longer than this are cut, with the count said. */
const LISTED_CODES = 6;
const UK = new Set(["GB", "GG", "JE", "IM"]);

function listed(codes: readonly string[]): string {
  return codes.slice(0, LISTED_CODES).join(", ") + (codes.length > LISTED_CODES ? ", …" : "");
}

function theCountry(country: string | null): string {
  if (!country) return "this country";
  return /^(United|Netherlands|Philippines|Czech Republic|Bahamas|Gambia)/.test(country) ? `the ${country}` : country;
}

const FULL_CODE_ELSEWHERE = "is not in the open data built into this site; the Localities API answers it.";

/** A UK postcode area or an Eircode routing key (one, or a town's list). */
function prefixLine(fields: Fields, typed: string | null): PostcodeLine {
  const codes = fields.prefixes;
  const irish = fields.countryCode === "IE";
  const label = irish ? "Eircode routing key" : "Postcode area";
  const single = codes.length === 1;
  const code = codes[0] as string;
  const where = fields.district ?? fields.city ?? "this place";
  if (!single) {
    const what = irish ? "routing keys" : "postcode areas";
    const pick = irish ? "Type an Eircode's routing key" : "Type a postcode";
    return {
      label,
      value: listed(codes),
      words: `${fields.city ?? "This place"} has ${codes.length} ${what}. ${pick} to see which one a place is in.`,
      single: false,
    };
  }
  const full = irish ? "The full Eircode, which names one address," : "The full postcode, which names a few addresses,";
  const compact = typed?.replace(/\s+/g, "").toUpperCase() ?? "";
  // Only a postcode typed in full is placed in its area ("SW1A 1AA is in…"), not a town's name.
  const lead =
    typed && /\d/.test(compact) && compact.startsWith(code) && compact.length > code.length
      ? `${typed.trim().toUpperCase()} is in ${irish ? "routing key" : "postcode area"} ${code} (${where}).`
      : irish
        ? `The first three characters of every Eircode in ${where}.`
        : `The first letters of every postcode in ${where}.`;
  return { label, value: code, words: `${lead} ${full} ${FULL_CODE_ELSEWHERE}`, single: true };
}

/** No code in the result: why, true of this deployment. */
function missingWords(fields: Fields, capabilities: LocalitiesCapabilities, name: string): string {
  if (isStreetLevel(capabilities)) return `No ${name} is known for this result: add the street and number to get one.`;
  const country = fields.countryCode ?? "";
  const level = country ? postcodeLevel(capabilities, country) : "none";
  if (level === "none")
    return `Postcodes of ${theCountry(fields.country)} are not in the open data built into this site; the Localities API answers them.`;
  if (UK.has(country))
    return "Postcode areas are given here to the town each is named after. Type a postcode (SW1A 1AA) to see its area.";
  if (country === "IE")
    return "Routing keys are given here to the town each is named after. Type an Eircode (D02 X285) to see its routing key.";
  return `No ${name} in this data is named after ${fields.city ?? "this place"}. Type its ${name} to see where it is.`;
}

/**
 * The postcode line of a result. `typed`: the code the visitor typed, when it is a postcode
 * the provider answered at a coarser level (SW1A 1AA, answered by its area).
 */
export function postcodeLine(
  fields: Fields,
  capabilities: LocalitiesCapabilities,
  typed: string | null = null,
): PostcodeLine {
  const codes = fields.postcodes;
  const label = postcodeLabel(fields.countryCode);
  const name = label === "ZIP Code" ? "ZIP code" : label === "Eircode" ? "Eircode" : "postcode";
  if (codes.length === 1) return { label, value: codes[0] as string, words: null, single: true };
  if (codes.length > 1) {
    return {
      label,
      value: listed(codes),
      words: `${fields.city ?? "This place"} has ${codes.length} ${name}s. Type the first digits of a ${name} to pick the one you need.`,
      single: false,
    };
  }
  if (fields.prefixes.length > 0) return prefixLine(fields, typed);
  return { label, value: null, words: missingWords(fields, capabilities, name), single: false };
}
