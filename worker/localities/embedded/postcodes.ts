/**
 * Postcodes in the embedded index besides US ZIP codes (France's, from the official commune
 * list), and which countries' format a typed text has. Formats come from postcode-validator,
 * a maintained table of every country's postcode pattern, so "SW1A 1AA" is recognised as
 * British and "D02 X285" as an Eircode even where the embedded data holds no such codes.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import type { GeoAssets } from "./assets.ts";
import { chunkRange, paths, postcodeKey, type Manifest, type PostcodeRecord } from "./format.ts";

/** The countries whose postcode format `input` has, among `countries`. */
export function postcodeFormatCountries(input: string, countries: readonly string[]): string[] {
  const text = input.trim();
  if (!/\d/.test(text) || text.length > 12) return [];
  return countries.filter((country) => postcodeValidatorExistsForCountry(country) && postcodeValidator(text, country));
}

/** Postcodes of `country` that start with `prefix` (upper case, no spaces), most populous town first for each code. */
export async function postcodesWithPrefix(
  assets: GeoAssets,
  manifest: Manifest,
  country: string,
  prefix: string,
  limit: number,
): Promise<PostcodeRecord[]> {
  if (!manifest.postcodeCountries.includes(country) || manifest.postcodes.length === 0) return [];
  const key = postcodeKey(country, prefix);
  const [first, last] = chunkRange(manifest.postcodes, key);
  const out: PostcodeRecord[] = [];
  // In code order: the first matches are in the first chunks of the range.
  for (let chunk = first; chunk <= last && out.length < limit; chunk += 1) {
    for (const record of await assets.require<PostcodeRecord[]>(paths.postcodes(chunk))) {
      if (out.length >= limit) break;
      if (postcodeKey(record[1], record[0]).startsWith(key)) out.push(record);
    }
  }
  return out;
}

/** The record of one postcode and commune (details of a postcode id). */
export async function findPostcode(
  assets: GeoAssets,
  manifest: Manifest,
  country: string,
  code: string,
  official: string,
): Promise<PostcodeRecord | null> {
  const records = await postcodesWithPrefix(assets, manifest, country, code, 500);
  return records.find((r) => r[0] === code && r[10] === official) ?? null;
}
