/**
 * The first part of a postcode, where it is all the embedded data holds (docs/localities.md):
 * a UK postcode's area ("SW1A 1AA" → SW) and an Eircode's routing key ("D02 X285" → D02).
 * UK postcodes are read with the maintained `postcode` parser; Eircodes by their published
 * format (three-character routing key, then four characters from a reduced alphabet).
 */
import { parse, validOutcode } from "postcode";
import { routingKeyOf } from "../../../client/geodata/eircode-routing-keys.ts";
import { ukPostcodeArea } from "../../../client/geodata/uk-postcode-areas.ts";

/** Countries whose postcodes the embedded data answers by their first part. */
export const PREFIX_COUNTRIES: ReadonlySet<string> = new Set(["GB", "GG", "JE", "IM", "IE"]);
const UK_COUNTRIES = new Set(["GB", "GG", "JE", "IM"]);

export interface PostcodePrefix {
  country: string;
  code: string;
  /** What was typed: a full postcode or Eircode, or only its first part. */
  typed: "full" | "prefix";
}

/** The UK area of a full postcode or an outward code ("SW1A 1AA", "sw1a", "M1"), or null. */
function ukArea(text: string): PostcodePrefix | null {
  const parsed = parse(text);
  const compact = text.trim().toUpperCase().replace(/\s+/g, "");
  const area = parsed.valid ? parsed.area : validOutcode(compact) ? /^[A-Z]{1,2}/.exec(compact)?.[0] : undefined;
  const known = area ? ukPostcodeArea(area) : undefined;
  return known ? { country: known.country, code: known.code, typed: parsed.valid ? "full" : "prefix" } : null;
}

/**
 * The postcode prefix a typed text names, among `countries` (every prefix country when
 * empty): a UK postcode area or an Eircode routing key; null when the text is neither.
 * The Crown Dependencies' areas (GY, JE, IM) count as the UK's when GB is asked for.
 */
export function postcodePrefixOf(text: string, countries: readonly string[]): PostcodePrefix | null {
  if (text.length > 12 || !/\d/.test(text)) return null;
  const wanted = (country: string) =>
    countries.length === 0 || countries.includes(country) || (UK_COUNTRIES.has(country) && countries.includes("GB"));
  const key = routingKeyOf(text);
  if (key && wanted("IE")) {
    return { country: "IE", code: key, typed: text.replace(/\s+/g, "").length > 3 ? "full" : "prefix" };
  }
  const area = ukArea(text);
  return area && wanted(area.country) ? area : null;
}
