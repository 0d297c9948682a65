/**
 * Turns the source data into the embedded geocoder's files (shapes and paths in
 * worker/localities/embedded/format.ts). Returns file path → JSON value.
 */
import {
  BORDER_CELL_DEGREES,
  CELL_DEGREES,
  FORMAT_VERSION,
  paths,
  type CellChunk,
  type Manifest,
  type NameEntry,
  type ZipRecord,
  postcodeKey,
} from "../../worker/localities/embedded/format.ts";
import { fold } from "../../worker/localities/text.ts";
import { borderCells, countryShapes, largestPolygonCentre } from "./borders.ts";
import { chunkSorted } from "./chunks.ts";
import { buildNamesIndex } from "./names-index.ts";
import { readParisArrondissements } from "./arrondissements.ts";
import { cellOf, indexPlaces, round, usTownPopulations, type Files } from "./places-index.ts";
import { postcodePrefixes } from "./postcode-prefixes.ts";
import { frenchPostcodes } from "./postcodes.ts";
import {
  dataVersions,
  readAdmin1Names,
  readCountriesTopology,
  readCountryCodes,
  readFrenchCommunes,
  readPlaces,
  readZips,
} from "./sources.ts";

/** Territories with their own ISO code among the US ZIP states. */
const ZIP_TERRITORIES = new Set(["PR", "VI", "GU", "AS", "MP", "FM", "MH", "PW"]);

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
  const french = frenchPostcodes(
    readFrenchCommunes(),
    places,
    [...arrondissements, ...readParisArrondissements()],
    admin1Names,
  );
  const prefixes = postcodePrefixes(places, admin1Names);

  const { cells, entriesByScope, alternates } = indexPlaces(
    files,
    places,
    zips,
    french.byPlace,
    prefixes.byPlace,
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
  const postcodeRecords = [...french.records, ...prefixes.records].sort(
    (a, b) => postcodeKey(a[1], a[0]).localeCompare(postcodeKey(b[1], b[0])) || b[8] - a[8],
  );
  const postcodeChunks = chunkSorted(postcodeRecords, (record) => postcodeKey(record[1], record[0]));
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
      frenchPostcodesWithOwnPoint: french.ownPoints.length,
      postcodePrefixes: prefixes.records.length,
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
    postcodeCountries: [...new Set(postcodeRecords.map((record) => record[1]))].sort(),
    cells: cellChunks.firsts,
  };
  files.set(paths.manifest(), manifest);
  return { files, manifest };
}
