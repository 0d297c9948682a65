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
  type CellPlace,
  type Manifest,
  type NameEntry,
  type PlaceRecord,
  type ZipRecord,
} from "../../worker/localities/embedded/format.ts";
import { fold } from "../../worker/localities/text.ts";
import { borderCells, countryShapes, largestPolygonCentre } from "./borders.ts";
import { chunkSorted } from "./chunks.ts";
import { buildNamesIndex } from "./names-index.ts";
import { dataVersions, readAdmin1Names, readCountriesTopology, readCountryCodes, readPlaces, readZips, type SourcePlace } from "./sources.ts";

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
    if (key && (!known || (known[1] && alternate && /^[\x20-\x7e]*$/.test(known[0]) && !/^[\x20-\x7e]*$/.test(shown)))) keys.set(key, [shown, alternate]);
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

export function buildIndex(): { files: Map<string, unknown>; manifest: Manifest } {
  const files = new Map<string, unknown>();
  const codes = readCountryCodes();
  const admin1Names = readAdmin1Names();
  const places = readPlaces();
  const { zips, dropped: droppedZips } = readZips();

  // ZIP codes by (state, town) so that a US place lists its postal codes.
  const zipsByTown = new Map<string, string[]>();
  for (const zip of zips) {
    const key = `${zip.state}|${fold(zip.city)}`;
    const list = zipsByTown.get(key) ?? [];
    list.push(zip.zip);
    zipsByTown.set(key, list);
  }

  const buckets = new Map<string, Record<number, PlaceRecord>>();
  const cells = new Map<number, CellFile>();
  const cellFor = (lat: number, lng: number) => {
    const key = cellKey(cellIndex(lat, CELL_DEGREES), cellIndex(lng, CELL_DEGREES));
    const cell = cells.get(key) ?? { places: [], zips: [] };
    cells.set(key, cell);
    return cell;
  };
  const entriesByScope = new Map<string, NameEntry[]>([[ALL_COUNTRIES, []]]);
  let alternates = 0;

  for (const place of places) {
    const countryName = codes.names.get(place.country) ?? place.country;
    const admin1Name = admin1Names.get(`${place.country}.${place.admin1Code}`) ?? "";
    const [lat, lng] = [round(place.lat, 5), round(place.lng, 5)];
    const record: PlaceRecord = [place.name, place.country, place.admin1Code, admin1Name, lat, lng, place.population];
    if (place.country === "US") {
      const postal = new Set([...(zipsByTown.get(`${place.admin1Code}|${fold(place.name)}`) ?? []), ...(zipsByTown.get(`${place.admin1Code}|${fold(place.asciiName)}`) ?? [])]);
      if (postal.size > 0) record.push([...postal].sort());
    }
    const bucketPath = paths.places(place.id);
    const bucket = buckets.get(bucketPath) ?? {};
    bucket[place.id] = record;
    buckets.set(bucketPath, bucket);

    const cellPlace: CellPlace = [place.id, place.name, place.country, place.admin1Code, admin1Name, lat, lng, place.population];
    cellFor(lat, lng).places.push(cellPlace);

    const label = formatAddress({ locality: place.name, country: place.country, countryName, admin1Code: place.admin1Code, admin1Name });
    const suffix = label.slice(place.name.length);
    const scope = place.country.toLowerCase();
    const scoped = entriesByScope.get(scope) ?? [];
    entriesByScope.set(scope, scoped);
    for (const [key, shown, alternate] of nameKeys(place)) {
      const entry: NameEntry = alternate ? [key, shown, place.id, place.population, suffix, 1] : [key, shown, place.id, place.population, suffix];
      if (alternate) alternates += 1;
      entriesByScope.get(ALL_COUNTRIES)?.push(entry);
      scoped.push(entry);
    }
  }
  for (const [path, bucket] of buckets) files.set(path, bucket);

  const zipRecords = zips.map((zip): ZipRecord => [zip.zip, zip.city, zip.state, round(zip.lat, 4), round(zip.lng, 4)]);
  for (const record of zipRecords) cellFor(record[3], record[4]).zips.push(record);
  const zipChunks = chunkSorted(zipRecords, (record) => record[0]);
  zipChunks.chunks.forEach((chunk, index) => files.set(paths.zips(index), chunk));

  const cellList = [...cells.entries()].sort((a, b) => a[0] - b[0]);
  const cellChunks = chunkSorted(cellList, ([key]) => key);
  cellChunks.chunks.forEach((chunk, index) => files.set(paths.cells(index), Object.fromEntries(chunk) satisfies CellChunk));

  const names: Manifest["names"] = {};
  let nameFiles = 0;
  for (const [scope, entries] of entriesByScope) {
    const index = buildNamesIndex(entries);
    names[scope] = index.firsts;
    index.chunks.forEach((chunk, n) => files.set(paths.names(scope, n), chunk));
    for (const [char, tops] of index.tops) files.set(paths.tops(scope, char), tops);
    nameFiles += index.chunks.length + index.tops.size;
  }

  const shapes = countryShapes(readCountriesTopology(), codes.numericToAlpha2);
  // South of ANTARCTICA_NORTH the Worker answers AQ without reading borders.
  const borders = borderCells(new Map([...shapes.polygons].filter(([code]) => code !== "AQ")));
  for (const [key, cell] of borders) {
    const [row, column] = key.split("_").map(Number) as [number, number];
    files.set(paths.border(row, column), cell);
  }

  const countries: Manifest["countries"] = {};
  const used = new Set([...places.map((p) => p.country), ...shapes.polygons.keys(), ...ZIP_TERRITORIES, "US"]);
  for (const code of [...used].sort()) {
    const name = codes.names.get(code) ?? code;
    const polygons = shapes.polygons.get(code);
    const centre = polygons ? largestPolygonCentre(polygons) : null;
    countries[code] = code === "AQ" ? [name, -90, 0, "APPROXIMATE"] : centre ? [name, centre[0], centre[1]] : [name];
  }

  const manifest: Manifest = {
    version: FORMAT_VERSION,
    stats: {
      data: dataVersions(),
      places: places.length,
      alternateNames: alternates,
      zipCodes: zips.length,
      zipCodesDropped: droppedZips,
      countriesWithBorders: shapes.polygons.size,
      uncodedBorderFeatures: shapes.uncoded.join(", "),
      borderCells: borders.size,
      borderCellDegrees: BORDER_CELL_DEGREES,
      placeCells: cells.size,
      placeCellDegrees: CELL_DEGREES,
      cellFiles: cellChunks.chunks.length,
      zipFiles: zipChunks.chunks.length,
      nameFiles,
    },
    countries,
    usStates: Object.fromEntries([...admin1Names].filter(([code]) => /^US\.[A-Z]{2}$/.test(code)).map(([code, name]) => [code.slice(3), name])),
    names,
    zips: zipChunks.firsts,
    cells: cellChunks.firsts,
  };
  files.set(paths.manifest(), manifest);
  return { files, manifest };
}
