/**
 * The embedded geocoder's files: written by `npm run build` (scripts/build-geodata.ts) into
 * dist/assets/_geo/ and read by the Worker through its ASSETS binding. This module is the
 * single description of their paths and shapes, shared by the build and the Worker.
 *
 * Why Static Assets and not KV: the index is read-only and changes only with a deploy, so it
 * ships with the Worker version it belongs to (code and data always match, no sync step);
 * asset reads cost nothing and need no seeding in local runs and tests; and wrangler uploads
 * only the files whose hash changed.
 *
 * Every query reads a few small files (tens of KB), never the whole set. Sorted lists are
 * cut into chunks of about CHUNK_BYTES; the manifest keeps each chunk's first key, so a
 * binary search names the one or two chunks a query needs:
 *   names/   autocomplete keys (folded names) sorted, one list for all countries and one per
 *            country; a prefix that spans more than MAX_CHUNKS_PER_QUERY chunks ("s", "sa")
 *            is answered from a precomputed list of its best entries instead (tops)
 *   zip/     US ZIP codes sorted (autocomplete and details)
 *   places/  full place records, bucketed by GeoNames id (details)
 *   postcodes/ postcodes of other countries with open data (France), and the first part of
 *            the postcodes of the UK and Ireland (postcode areas, Eircode routing keys),
 *            sorted by country and code (autocomplete, forward geocoding and details)
 *   cells/   places, ZIP codes and located postcodes by 2° grid cell, cells in Z-order so
 *            that neighbours share a chunk (reverse geocoding)
 *   borders/ country polygons clipped to 10° grid cells (which country is this point in)
 */

export const GEO_PATH = "/_geo";
/** Bumped when a file's shape changes. */
export const FORMAT_VERSION = 3;
/** Grid of the reverse-geocoding cells, in degrees. */
export const CELL_DEGREES = 2;
/** Grid of the border cells, in degrees. */
export const BORDER_CELL_DEGREES = 10;
/**
 * South of this latitude every point is Antarctica (AQ): ISO 3166 and the Antarctic Treaty
 * define it so, and Natural Earth's Antarctic rings, which go round the pole, are not used.
 */
export const ANTARCTICA_NORTH = -60;
/** Border vertices are integers in this many units per degree (1/1000°, about 110 m). */
export const BORDER_SCALE = 1000;
/** Number of `places/` buckets (GeoNames id modulo this). */
export const PLACE_BUCKETS = 256;
/** Scope of the all-countries name list. */
export const ALL_COUNTRIES = "all";
/** Target size of one chunk of a sorted list. */
export const CHUNK_BYTES = 40 * 1024;
/** A prefix whose keys span more chunks than this is answered from its tops list. */
export const MAX_CHUNKS_PER_QUERY = 2;

export interface Manifest {
  version: number;
  /** Record counts and the data packages they came from, for docs/data-and-licences.md and the bench. */
  stats: Record<string, number | string>;
  /**
   * Per alpha-2 code: English name and a point for the country: the centre of its largest
   * polygon (GEOMETRIC_CENTER), or another point with its own accuracy; absent without a border.
   */
  countries: Record<string, [name: string, lat: number, lng: number, accuracy?: string] | [name: string]>;
  /** US state postal code → name ("CA" → "California"). */
  usStates: Record<string, string>;
  /** Per scope (ALL_COUNTRIES or a lower-case alpha-2 code): first key of each chunk. */
  names: Record<string, string[]>;
  /** First ZIP code of each chunk. */
  zips: string[];
  /** First key (country + code, "FR75001") of each chunk of postcodes. */
  postcodes: string[];
  /** Countries (alpha-2) whose postcodes the index holds, besides the US ZIP codes. */
  postcodeCountries: string[];
  /** First Z-order cell key of each chunk of cells. */
  cells: number[];
}

/**
 * One autocomplete key: the folded name it matches, the spelling shown, the place id,
 * its population (ranking), the rest of the description (", Île-de-France, France"), and
 * 1 when the key is an alternate name (ranked after the place's own name).
 */
export type NameEntry = [key: string, name: string, id: number, population: number, suffix: string, alternate?: 1];

/**
 * A place in `places/` buckets: everything details needs. `postalCodes` for US and French
 * places; `postcodePrefixes` for the towns UK postcode areas and Eircode routing keys are
 * named after (Manchester: M; London: its eight areas), with `postalCodes` empty.
 */
export type PlaceRecord = [
  name: string,
  country: string,
  admin1Code: string,
  admin1Name: string,
  lat: number,
  lng: number,
  population: number,
  postalCodes?: string[],
  postcodePrefixes?: string[],
];

/** A place in a reverse-geocoding cell. */
export type CellPlace = [
  id: number,
  name: string,
  country: string,
  admin1Code: string,
  admin1Name: string,
  lat: number,
  lng: number,
  population: number,
];

/**
 * A ZIP code: its town as the postal service names it, the state code, a point in it, the
 * population of that town (ranks a ZIP code against other countries' postcodes), and 1 for
 * a ZIP code without an area of its own (a building's or a PO box's: a point only).
 */
export type ZipRecord = [
  zip: string,
  city: string,
  state: string,
  lat: number,
  lng: number,
  townPopulation: number,
  pointOnly?: 1,
];

/**
 * A postcode of a country other than the US (France): the code, the country, the town
 * (commune), the part of the town it serves when the town is split (Paris, Lyon and
 * Marseille arrondissements), the first-level division, a point (the part's own, else the
 * town's), the population of the town, the GeoNames id of the town (0: none) and the
 * official code of the commune or arrondissement (stable, used in public ids).
 *
 * With `prefix` 1, the record is the first part of a postcode, all that open data answers
 * (scripts/geodata/postcode-prefixes.ts): a UK postcode area ("SW", its post town London,
 * its area "South West London") or an Eircode routing key ("D02", Dublin, "Dublin 2"); the
 * official code is the prefix itself.
 */
export type PostcodeRecord = [
  code: string,
  country: string,
  locality: string,
  area: string,
  admin1Code: string,
  admin1Name: string,
  lat: number,
  lng: number,
  population: number,
  placeId: number,
  officialCode: string,
  prefix?: 1,
];

/** Sort key of a postcode: country and code ("FR75001"). */
export function postcodeKey(country: string, code: string): string {
  return `${country}${code}`;
}

export interface CellFile {
  places: CellPlace[];
  zips: ZipRecord[];
  /** Postcodes with a point of their own (a part of a split town), for reverse geocoding. */
  postcodes?: PostcodeRecord[];
}

/** A chunk of cells: Z-order cell key → its places and ZIP codes. */
export type CellChunk = Record<string, CellFile>;

/** A tops file: prefix → its exact keys, then the keys of its most populous places. */
export type TopsFile = Record<string, NameEntry[]>;

/**
 * A border cell: `full` when one country covers the whole cell; otherwise each country's
 * rings clipped to the cell, each ring a flat list of delta-encoded integer coordinates
 * (x0, y0, dx1, dy1, …) in BORDER_SCALE units. Read with the even-odd rule.
 */
export interface BorderCellFile {
  full?: string;
  parts?: [country: string, rings: number[][]][];
}

/** File-name form of a character: [a-z0-9] as is, anything else as "-hex-". */
export function charFileName(char: string): string {
  return /^[a-z0-9]$/.test(char) ? char : `-${(char.codePointAt(0) ?? 0).toString(16)}-`;
}

/** Index of the last element of ascending `firsts` that is below `key` (or equal, if `inclusive`); 0 if none. */
function lastBelow<T extends string | number>(firsts: readonly T[], key: T, inclusive: boolean): number {
  let [low, high] = [0, firsts.length - 1];
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = firsts[middle] as T;
    if (value < key || (inclusive && value === key)) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * The chunks that can hold keys starting with `prefix`: [first, last] indexes. Equal keys
 * may straddle a chunk boundary, so the range starts at the last chunk whose first key is
 * strictly below the prefix.
 */
export function chunkRange(firsts: readonly string[], prefix: string): [number, number] {
  return [lastBelow(firsts, prefix, false), lastBelow(firsts, `${prefix}\uffff`, false)];
}

/** The chunk that holds exactly `key` (cells and ZIP codes are never split across chunks). */
export function chunkOf<T extends string | number>(firsts: readonly T[], key: T): number {
  return lastBelow(firsts, key, true);
}

/** Z-order (Morton) key of a 2° cell: rows and columns interleaved, so neighbours sort close. */
export function cellKey(row: number, column: number): number {
  const r = row + 45;
  const c = column + 90;
  let key = 0;
  for (let bit = 0; bit < 8; bit += 1) key |= (((c >> bit) & 1) << (2 * bit)) | (((r >> bit) & 1) << (2 * bit + 1));
  return key;
}

export function cellIndex(value: number, degrees: number): number {
  return Math.floor(value / degrees);
}

export const paths = {
  manifest: () => `${GEO_PATH}/manifest.json`,
  names: (scope: string, chunk: number) => `${GEO_PATH}/names/${scope}/${chunk}.json`,
  tops: (scope: string, firstChar: string) => `${GEO_PATH}/names/${scope}/top-${charFileName(firstChar)}.json`,
  zips: (chunk: number) => `${GEO_PATH}/zip/${chunk}.json`,
  postcodes: (chunk: number) => `${GEO_PATH}/postcodes/${chunk}.json`,
  places: (id: number) => `${GEO_PATH}/places/${id % PLACE_BUCKETS}.json`,
  cells: (chunk: number) => `${GEO_PATH}/cells/${chunk}.json`,
  border: (row: number, column: number) => `${GEO_PATH}/borders/${row}_${column}.json`,
};
