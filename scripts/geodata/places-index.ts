/**
 * Towns for the embedded index: their `places/` records (with their US ZIP codes, French
 * postal codes and UK or Irish postcode prefixes), their reverse-geocoding cells and their
 * autocomplete keys (scripts/geodata/build-index.ts writes the files).
 */
import { formatAddress } from "../../worker/localities/embedded/address-format.ts";
import {
  ALL_COUNTRIES,
  CELL_DEGREES,
  cellIndex,
  cellKey,
  paths,
  type CellFile,
  type NameEntry,
  type PlaceRecord,
} from "../../worker/localities/embedded/format.ts";
import { fold } from "../../worker/localities/text.ts";
import { cityZips } from "./city-zips.ts";
import type { SourcePlace, SourceZip } from "./sources.ts";

/** Alternate names are indexed for places at least this big (exonyms: "Munich", "Vienna"). */
const ALTERNATES_MIN_POPULATION = 100_000;
/**
 * Alternates kept: Latin script (the visitor types in Latin script, and the index stays
 * small), four letters or more, starting with a capital and not all capitals. GeoNames lists
 * codes ("PAR", "CKG"), abbreviations ("Pa") and lower-case misspellings ("parto alegre")
 * among alternate names; none is a name to show.
 */
const LATIN = /^[\p{Script=Latin}\p{M}\s'’‘`\-.()]+$/u;
function isShowableAlternate(name: string): boolean {
  return name.length >= 4 && LATIN.test(name) && /^\p{Lu}/u.test(name) && name !== name.toUpperCase();
}

export function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

function nameKeys(place: SourcePlace): [key: string, shown: string, alternate: boolean][] {
  const keys = new Map<string, [string, boolean]>();
  const add = (name: string, shown: string, alternate: boolean) => {
    const key = fold(name);
    const known = keys.get(key);
    // Of two alternates that fold alike ("Munchen", "München"), show the one with its accents.
    if (key && (!known || (known[1] && alternate && /^[\x20-\x7e]*$/.test(known[0]) && !/^[\x20-\x7e]*$/.test(shown))))
      keys.set(key, [shown, alternate]);
  };
  add(place.name, place.name, false);
  // Shown as written when it folds differently: a Cyrillic or Chinese name's ASCII form.
  add(place.asciiName, place.asciiName, false);
  if (place.population >= ALTERNATES_MIN_POPULATION || place.featureCode === "PPLC") {
    for (const alternate of place.alternateNames) if (isShowableAlternate(alternate)) add(alternate, alternate, true);
  }
  return [...keys].map(([key, [shown, alternate]]) => [key, shown, alternate]);
}

export type Files = Map<string, unknown>;

/** Population of the most populous US town of each (state, folded name). */
export function usTownPopulations(places: SourcePlace[]): Map<string, number> {
  const byTown = new Map<string, number>();
  for (const place of places) {
    if (place.country !== "US") continue;
    // The postal service writes "New York" where GeoNames has "New York City".
    for (const name of new Set([place.name, place.name.replace(/ City$/, "")])) {
      const key = `${place.admin1Code}|${fold(name)}`;
      byTown.set(key, Math.max(byTown.get(key) ?? 0, place.population));
    }
  }
  return byTown;
}

/** ZIP codes by (state, folded town) so that a US place lists its postal codes. */
function zipsByTown(zips: SourceZip[]): Map<string, string[]> {
  const byTown = new Map<string, string[]>();
  for (const zip of zips) {
    const key = `${zip.state}|${fold(zip.city)}`;
    const list = byTown.get(key) ?? [];
    list.push(zip.zip);
    byTown.set(key, list);
  }
  return byTown;
}

export interface PlaceOutput {
  cells: Map<number, CellFile>;
  entriesByScope: Map<string, NameEntry[]>;
  alternates: number;
}

/** Places → `places/` buckets (written to `files`), grid cells and autocomplete entries per scope. */
export function indexPlaces(
  files: Files,
  places: SourcePlace[],
  zips: SourceZip[],
  frenchCodes: Map<number, string[]>,
  prefixes: Map<number, string[]>,
  countryNames: Map<string, string>,
  admin1Names: Map<string, string>,
): PlaceOutput {
  const byTown = zipsByTown(zips);
  const buckets = new Map<string, Record<number, PlaceRecord>>();
  const output: PlaceOutput = { cells: new Map(), entriesByScope: new Map([[ALL_COUNTRIES, []]]), alternates: 0 };
  for (const place of places) {
    const admin1Name = admin1Names.get(`${place.country}.${place.admin1Code}`) ?? "";
    const [lat, lng] = [round(place.lat, 5), round(place.lng, 5)];
    const record: PlaceRecord = [place.name, place.country, place.admin1Code, admin1Name, lat, lng, place.population];
    if (place.country === "US") {
      const postal = new Set([
        ...[place.name, place.asciiName].flatMap((name) => byTown.get(`${place.admin1Code}|${fold(name)}`) ?? []),
        ...cityZips(place.admin1Code, place.name, zips),
      ]);
      if (postal.size > 0) record.push([...postal].sort());
    }
    const french = frenchCodes.get(place.id);
    if (french && french.length > 0) record.push(french);
    const prefixCodes = prefixes.get(place.id);
    if (prefixCodes) {
      if (record.length === 7) record.push([]);
      record.push(prefixCodes);
    }
    const bucketPath = paths.places(place.id);
    const bucket = buckets.get(bucketPath) ?? {};
    bucket[place.id] = record;
    buckets.set(bucketPath, bucket);
    cellOf(output.cells, lat, lng).places.push([
      place.id,
      place.name,
      place.country,
      place.admin1Code,
      admin1Name,
      lat,
      lng,
      place.population,
    ]);

    const countryName = countryNames.get(place.country) ?? place.country;
    const label = formatAddress({
      locality: place.name,
      country: place.country,
      countryName,
      admin1Code: place.admin1Code,
      admin1Name,
    });
    const suffix = label.slice(place.name.length);
    const scope = place.country.toLowerCase();
    const scoped = output.entriesByScope.get(scope) ?? [];
    output.entriesByScope.set(scope, scoped);
    for (const [key, shown, alternate] of nameKeys(place)) {
      const entry: NameEntry = alternate
        ? [key, shown, place.id, place.population, suffix, 1]
        : [key, shown, place.id, place.population, suffix];
      if (alternate) output.alternates += 1;
      output.entriesByScope.get(ALL_COUNTRIES)?.push(entry);
      scoped.push(entry);
    }
  }
  for (const [path, bucket] of buckets) files.set(path, bucket);
  return output;
}

export function cellOf(cells: Map<number, CellFile>, lat: number, lng: number): CellFile {
  const key = cellKey(cellIndex(lat, CELL_DEGREES), cellIndex(lng, CELL_DEGREES));
  const cell = cells.get(key) ?? { places: [], zips: [] };
  cells.set(key, cell);
  return cell;
}
