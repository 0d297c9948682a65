import type { AutocompleteAnswer, AutocompleteLocality, AutocompleteQuery } from "../types.ts";
import { MAX_SUGGESTIONS } from "../types.ts";
import { encodePublicId } from "../public-id.ts";
import { foldWithMap, prefixSpan, wordPrefixSpans, type Span } from "../text.ts";
import type { GeoAssets } from "./assets.ts";
import {
  ALL_COUNTRIES,
  chunkRange,
  paths,
  type Manifest,
  type NameEntry,
  type PostcodeRecord,
  type ZipRecord,
} from "./format.ts";
import { namesWithPrefix, rankEntries } from "./names.ts";
import { postcodePrefixOf, PREFIX_COUNTRIES } from "./postcode-prefixes.ts";
import { postcodesWithPrefix } from "./postcodes.ts";
import { resolvePostcode, zipCountry } from "./records.ts";

/**
 * The visitor's input split at its first comma: the name typed so far, and words that must
 * start words of the rest of the description ("Springfield, Ill" keeps Springfield, Illinois).
 */
export function parseInput(input: string): { name: ReturnType<typeof foldWithMap>; context: string[] } {
  const comma = input.indexOf(",");
  const namePart = comma < 0 ? input : input.slice(0, comma);
  const contextPart = comma < 0 ? "" : input.slice(comma + 1);
  const context = foldWithMap(contextPart).text.split(" ").filter(Boolean);
  // A trailing space matters while the name is being typed ("saint " is not "saintes").
  return { name: foldWithMap(namePart.trimStart(), comma < 0), context };
}

function wants(query: AutocompleteQuery, type: "locality" | "postal_code"): boolean {
  return query.types.length === 0 || query.types.includes(type) || query.types.includes("address");
}

async function placeSuggestions(
  assets: GeoAssets,
  manifest: Manifest,
  query: AutocompleteQuery,
  prefix: string,
  context: string[],
): Promise<AutocompleteLocality[]> {
  const scopes = query.countries.length > 0 ? query.countries.map((c) => c.toLowerCase()) : [ALL_COUNTRIES];
  const lists = await Promise.all(scopes.map((scope) => namesWithPrefix(assets, manifest, scope, prefix)));
  const seen = new Set<number>();
  const out: AutocompleteLocality[] = [];
  for (const entry of rankEntries(lists.flat(), prefix)) {
    if (out.length >= MAX_SUGGESTIONS) break;
    if (seen.has(entry[2])) continue;
    const suggestion = placeSuggestion(entry, prefix, context, manifest.usStates);
    if (!suggestion) continue;
    seen.add(entry[2]);
    out.push(suggestion);
  }
  return out;
}

const US_SUFFIX = /^, ([A-Z]{2})(?: \d{5})?, /;

/**
 * Where the context words (typed after a comma) start words of a description's suffix
 * (", Illinois, United States"), as spans of the suffix; null when one matches nothing.
 * US descriptions show the state's code, so "Ill" may also match the state's name and
 * then marks the code.
 */
export function contextSpans(
  suffix: string,
  context: readonly string[],
  usStates: Record<string, string>,
): Span[] | null {
  const spans: Span[] = [];
  const state = US_SUFFIX.exec(suffix)?.[1];
  for (const token of context) {
    const direct = wordPrefixSpans(suffix, [token]);
    if (direct) {
      spans.push(...direct);
      continue;
    }
    if (!state || !wordPrefixSpans(usStates[state] ?? "", [token])) return null;
    if (!spans.some((s) => s.offset === 2)) spans.push({ offset: 2, length: 2 });
  }
  return spans.sort((a, b) => a.offset - b.offset);
}

function placeSuggestion(
  entry: NameEntry,
  prefix: string,
  context: string[],
  usStates: Record<string, string>,
): AutocompleteLocality | null {
  const [, name, id, , suffix] = entry;
  const spans: Span[] = [prefixSpan(foldWithMap(name), prefix.trimEnd().length)];
  if (context.length > 0) {
    const found = contextSpans(suffix, context, usStates);
    if (!found) return null;
    spans.push(...found.map((s) => ({ offset: s.offset + name.length, length: s.length })));
  }
  return {
    public_id: encodePublicId({ kind: "city", id }),
    description: name + suffix,
    types: ["locality"],
    matched_substrings: { description: spans },
  };
}

/** A postcode suggestion with what ranks it against other countries' codes. */
interface PostcodeSuggestion {
  locality: AutocompleteLocality;
  code: string;
  population: number;
}

/** US ZIP codes that start with the typed digits, in ascending order. */
async function zipSuggestions(
  assets: GeoAssets,
  manifest: Manifest,
  query: AutocompleteQuery,
  digits: string,
): Promise<PostcodeSuggestion[]> {
  const allowed = (zip: ZipRecord) => query.countries.length === 0 || query.countries.includes(zipCountry(zip));
  const out: PostcodeSuggestion[] = [];
  const [first, last] = chunkRange(manifest.zips, digits);
  // Ascending order: the first matches are in the first chunks of the range.
  for (let chunk = first; chunk <= last && out.length < MAX_SUGGESTIONS; chunk += 1) {
    for (const zip of await assets.require<ZipRecord[]>(paths.zips(chunk))) {
      if (out.length >= MAX_SUGGESTIONS) break;
      if (!zip[0].startsWith(digits) || !allowed(zip)) continue;
      const [code, city, state] = zip;
      const country = zipCountry(zip);
      const countryName = manifest.countries[country]?.[0] ?? country;
      out.push({
        code,
        population: zip[5] ?? 0,
        locality: {
          public_id: encodePublicId({ kind: "zip", zip: code }),
          description:
            country === "US" ? `${code}, ${city}, ${state}, ${countryName}` : `${code}, ${city}, ${countryName}`,
          types: ["postal_code"],
          matched_substrings: { description: [{ offset: 0, length: digits.length }] },
        },
      });
    }
  }
  return out;
}

function postcodeSuggestion(manifest: Manifest, record: PostcodeRecord, matched: number): PostcodeSuggestion {
  const resolved = resolvePostcode(manifest, record);
  return {
    code: record[0],
    population: record[8],
    locality: {
      public_id: resolved.publicId,
      description: resolved.formattedAddress,
      types: ["postal_code"],
      matched_substrings: { description: [{ offset: 0, length: Math.min(matched, record[0].length) }] },
    },
  };
}

/** Other countries' postcodes (France) that start with the typed text. */
async function otherPostcodeSuggestions(
  assets: GeoAssets,
  manifest: Manifest,
  query: AutocompleteQuery,
  typed: string,
): Promise<PostcodeSuggestion[]> {
  const countries = manifest.postcodeCountries.filter(
    (c) => !PREFIX_COUNTRIES.has(c) && (query.countries.length === 0 || query.countries.includes(c)),
  );
  const lists = await Promise.all(
    countries.map((country) => postcodesWithPrefix(assets, manifest, country, typed, MAX_SUGGESTIONS)),
  );
  return lists.flat().map((record) => postcodeSuggestion(manifest, record, typed.length));
}

/** The start of an Eircode routing key ("D0", "T1", "D6W"): the keys it begins. */
const ROUTING_KEY_START = /^(?:[AC-FHKNPRTV-Y][0-9]{1,2}|D6W)$/;

/**
 * A UK postcode or an Eircode, in full or its first part: the postcode area or routing key
 * it belongs to, the level the embedded data answers ("SW1A 1AA" → SW, "D02 X285" → D02);
 * a routing key being typed ("D0") lists the keys it begins.
 */
async function prefixSuggestions(
  assets: GeoAssets,
  manifest: Manifest,
  query: AutocompleteQuery,
  typed: string,
): Promise<PostcodeSuggestion[]> {
  const prefix = postcodePrefixOf(query.input.trim(), query.countries);
  if (prefix) {
    const records = await postcodesWithPrefix(assets, manifest, prefix.country, prefix.code, MAX_SUGGESTIONS);
    const record = records.find((r) => r[0] === prefix.code);
    return record ? [postcodeSuggestion(manifest, record, prefix.code.length)] : [];
  }
  const irish = query.countries.length === 0 || query.countries.includes("IE");
  if (!irish || !ROUTING_KEY_START.test(typed)) return [];
  const records = await postcodesWithPrefix(assets, manifest, "IE", typed, MAX_SUGGESTIONS);
  return records.map((record) => postcodeSuggestion(manifest, record, typed.length));
}

/**
 * Codes of several countries are merged: a code typed in full first, then in code order,
 * and for the same code the one that serves the bigger town first: "75001" is Paris 1er
 * before Addison, Texas.
 */
export function mergePostcodes(typed: string, lists: PostcodeSuggestion[][]): AutocompleteLocality[] {
  const nonEmpty = lists.filter((list) => list.length > 0);
  if (nonEmpty.length <= 1) return (nonEmpty[0] ?? []).map((s) => s.locality);
  return nonEmpty
    .flat()
    .map((suggestion, order) => ({ suggestion, order }))
    .sort(
      (a, b) =>
        Number(b.suggestion.code === typed) - Number(a.suggestion.code === typed) ||
        a.suggestion.code.localeCompare(b.suggestion.code) ||
        b.suggestion.population - a.suggestion.population ||
        a.order - b.order,
    )
    .map(({ suggestion }) => suggestion.locality);
}

const ZIP_COUNTRIES = new Set(["US", "PR", "VI", "GU", "AS", "MP", "FM", "MH", "PW"]);

export async function autocomplete(assets: GeoAssets, query: AutocompleteQuery): Promise<AutocompleteAnswer> {
  const manifest = await assets.manifest();
  const { name, context } = parseInput(query.input);
  const prefix = name.text;
  if (prefix.trim() === "") return { status: "ZERO_RESULTS", localities: [] };
  const digits = prefix.trim();
  const typedCode = query.input.trim().toUpperCase().replace(/\s+/g, "");
  const zipPossible =
    /^\d{1,5}$/.test(digits) &&
    context.length === 0 &&
    (query.countries.length === 0 || query.countries.some((c) => ZIP_COUNTRIES.has(c)));
  const otherPossible = /^[0-9][0-9A-Z]{1,9}$/.test(typedCode) && context.length === 0;
  const prefixPossible = /^[A-Z][0-9A-Z]{1,7}$/.test(typedCode) && /\d/.test(typedCode) && context.length === 0;
  const [zips, others, prefixes, places] = await Promise.all([
    zipPossible && wants(query, "postal_code") ? zipSuggestions(assets, manifest, query, digits) : [],
    otherPossible && wants(query, "postal_code") ? otherPostcodeSuggestions(assets, manifest, query, typedCode) : [],
    prefixPossible && wants(query, "postal_code") ? prefixSuggestions(assets, manifest, query, typedCode) : [],
    wants(query, "locality") ? placeSuggestions(assets, manifest, query, prefix, context) : [],
  ]);
  const postcodes = [...prefixes.map((s) => s.locality), ...mergePostcodes(typedCode, [zips, others])];
  const localities = [...postcodes, ...places].slice(0, MAX_SUGGESTIONS);
  return { status: localities.length > 0 ? "OK" : "ZERO_RESULTS", localities };
}
