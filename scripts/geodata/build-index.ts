/**
 * Turns the source data into the embedded geocoder's files (shapes and paths in
 * worker/localities/embedded/format.ts). Returns file path → JSON value.
 */
import { formatAddress } from "../../worker/localities/embedded/address-format.ts";
import {
  ALL_COUNTRIES,
  BORDER_CELL_DEGREES,
  CELL_DEGREES,
  FORMAT_VERSION,
  cellIndex,
  cellKey,
  paths,
  type CellChunk,
  type CellFile,
  type Manifest,
  type NameEntry,
  type PlaceRecord,
  type ZipRecord,
  postcodeKey,
} from "../../worker/localities/embedded/format.ts";
import { fold } from "../../worker/localities/text.ts";
import { borderCells, countryShapes, largestPolygonCentre } from "./borders.ts";
import { chunkSorted } from "./chunks.ts";
import { buildNamesIndex } from "./names-index.ts";
import { frenchPostcodes } from "./postcodes.ts";
import {
  dataVersions,
  readAdmin1Names,
  readCountriesTopology,
  readCountryCodes,
  readFrenchCommunes,
  readPlaces,
  readZips,
  type SourcePlace,
  type SourceZip,
} from "./sources.ts";

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

function round(value: number, digits: number): number {
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

/** Territories with their own ISO code among the US ZIP states. */
const ZIP_TERRITORIES = new Set(["PR", "VI", "GU", "AS", "MP", "FM", "MH", "PW"]);

type Files = Map<string, unknown>;

/** Population of the most populous US town of each (state, folded name). */
function usTownPopulations(places: SourcePlace[]): Map<string, number> {
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

interface PlaceOutput {
  cells: Map<number, CellFile>;
  entriesByScope: Map<string, NameEntry[]>;
  alternates: number;
}

/** Places → `places/` buckets (written to `files`), grid cells and autocomplete entries per scope. */
function indexPlaces(
  files: Files,
  places: SourcePlace[],
  zips: SourceZip[],
  frenchCodes: Map<number, string[]>,
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
      const postal = new Set(
        [place.name, place.asciiName].flatMap((name) => byTown.get(`${place.admin1Code}|${fold(name)}`) ?? []),
      );
      if (postal.size > 0) record.push([...postal].sort());
    }
    const french = frenchCodes.get(place.id);
    if (french && french.length > 0) record.push(french);
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

function cellOf(cells: Map<number, CellFile>, lat: number, lng: number): CellFile {
  const key = cellKey(cellIndex(lat, CELL_DEGREES), cellIndex(lng, CELL_DEGREES));
  const cell = cells.get(key) ?? { places: [], zips: [] };
  cells.set(key, cell);
  return cell;
}

/** Sorted chunks and tops of each scope → `names/`; returns the manifest's chunk boundaries. */
function writeNames(
  files: Files,
  entriesByScope: Map<string, NameEntry[]>,
): { names: Manifest["names"]; count: number } {
  const names: Manifest["names"] = {};
  let count = 0;
  for (const [scope, entries] of entriesByScope) {
    const index = buildNamesIndex(entries);
    names[scope] = index.firsts;
    for (const [n, chunk] of index.chunks.entries()) files.set(paths.names(scope, n), chunk);
    for (const [char, tops] of index.tops) files.set(paths.tops(scope, char), tops);
    count += index.chunks.length + index.tops.size;
  }
  return { names, count };
}

/** Names and points of every country the data mentions (see Manifest["countries"]). */
function countryTable(
  codes: Set<string>,
  countryNames: Map<string, string>,
  polygons: Map<string, [number, number][][][]>,
): Manifest["countries"] {
  const countries: Manifest["countries"] = {};
  for (const code of [...codes].sort()) {
    const name = countryNames.get(code) ?? code;
    const shapes = polygons.get(code);
    const centre = shapes ? largestPolygonCentre(shapes) : null;
    // Antarctica's rings go round the pole; the pole stands for it, approximately.
    countries[code] = code === "AQ" ? [name, -90, 0, "APPROXIMATE"] : centre ? [name, centre[0], centre[1]] : [name];
  }
  return countries;
}

export function buildIndex(): { files: Files; manifest: Manifest } {
  const files: Files = new Map();
  const codes = readCountryCodes();
  const admin1Names = readAdmin1Names();
  const { places, arrondissements } = readPlaces();
  const { zips, dropped: droppedZips } = readZips();
  const french = frenchPostcodes(readFrenchCommunes(), places, arrondissements, admin1Names);

  const { cells, entriesByScope, alternates } = indexPlaces(
    files,
    places,
    zips,
    french.byPlace,
    codes.names,
    admin1Names,
  );
  const townPopulation = usTownPopulations(places);
  const zipRecords = zips.map((zip): ZipRecord => {
    const record: ZipRecord = [
      zip.zip,
      zip.city,
      zip.state,
      round(zip.lat, 4),
      round(zip.lng, 4),
      townPopulation.get(`${zip.state}|${fold(zip.city)}`) ?? 0,
    ];
    if (!zip.area) record.push(1);
    return record;
  });
  for (const record of zipRecords) cellOf(cells, record[3], record[4]).zips.push(record);
  const zipChunks = chunkSorted(zipRecords, (record) => record[0]);
  for (const [index, chunk] of zipChunks.chunks.entries()) files.set(paths.zips(index), chunk);
  for (const record of french.ownPoints) {
    const cell = cellOf(cells, record[6], record[7]);
    cell.postcodes ??= [];
    cell.postcodes.push(record);
  }
  const postcodeChunks = chunkSorted(french.records, (record) => postcodeKey(record[1], record[0]));
  for (const [index, chunk] of postcodeChunks.chunks.entries()) files.set(paths.postcodes(index), chunk);
  const cellChunks = chunkSorted(
    [...cells.entries()].sort((a, b) => a[0] - b[0]),
    ([key]) => key,
  );
  for (const [index, chunk] of cellChunks.chunks.entries())
    files.set(paths.cells(index), Object.fromEntries(chunk) satisfies CellChunk);
  const names = writeNames(files, entriesByScope);

  const shapes = countryShapes(readCountriesTopology(), codes.numericToAlpha2);
  // South of ANTARCTICA_NORTH the Worker answers AQ without reading borders.
  const borders = borderCells(new Map([...shapes.polygons].filter(([code]) => code !== "AQ")));
  for (const [key, cell] of borders) {
    const [row, column] = key.split("_").map(Number) as [number, number];
    files.set(paths.border(row, column), cell);
  }

  const manifest: Manifest = {
    version: FORMAT_VERSION,
    stats: {
      data: dataVersions(),
      places: places.length,
      alternateNames: alternates,
      zipCodes: zips.length,
      zipCodesDropped: droppedZips,
      zipCodesWithArea: zips.filter((z) => z.area).length,
      frenchPostcodes: french.records.length,
      frenchPostcodesDropped: french.dropped,
      countriesWithBorders: shapes.polygons.size,
      uncodedBorderFeatures: shapes.uncoded.join(", "),
      borderCells: borders.size,
      borderCellDegrees: BORDER_CELL_DEGREES,
      placeCells: cells.size,
      placeCellDegrees: CELL_DEGREES,
      cellFiles: cellChunks.chunks.length,
      zipFiles: zipChunks.chunks.length,
      nameFiles: names.count,
    },
    countries: countryTable(
      new Set([...places.map((p) => p.country), ...shapes.polygons.keys(), ...ZIP_TERRITORIES, "US"]),
      codes.names,
      shapes.polygons,
    ),
    usStates: Object.fromEntries(
      [...admin1Names].filter(([code]) => /^US\.[A-Z]{2}$/.test(code)).map(([code, name]) => [code.slice(3), name]),
    ),
    names: names.names,
    zips: zipChunks.firsts,
    postcodes: postcodeChunks.firsts,
    postcodeCountries: ["FR"],
    cells: cellChunks.firsts,
  };
  files.set(paths.manifest(), manifest);
  return { files, manifest };
}
