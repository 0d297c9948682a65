/**
 * Where the embedded base map's files are and which zooms use them (scripts/build-basemap.ts
 * writes them, the map chunk reads them):
 *   - the world at 1:50m (`natural-earth.lbm`, hashed under /static/) up to DETAIL_MIN_ZOOM;
 *   - from DETAIL_MIN_ZOOM on, 1:10m land and borders in DETAIL_CELL_DEGREES cells, only the
 *     cells in view: /_basemap/{version}/detail/{row}_{column}.lbm;
 *   - place names: countries and big cities in one file (/_basemap/{version}/places/world.json),
 *     towns in cells (/_basemap/{version}/places/{row}_{column}.json) from PLACES_CELL_MIN_ZOOM on.
 * The version is a hash of the files, so a new build never meets an old cached file.
 */
export const DETAIL_CELL_DEGREES = 10;
export const DETAIL_MIN_ZOOM = 6;
export const PLACES_CELL_MIN_ZOOM = 7;
export const BASEMAP_PATH = "/_basemap";

/**
 * A place name on the map: the name, its position (degrees), the zoom from which it shows,
 * its kind and its rank (twice the base-2 logarithm of its population, rounded: bigger
 * places are labelled first where names would collide).
 */
export type PlaceLabel = [name: string, lng: number, lat: number, minZoom: number, kind: 0 | 1 | 2, rank: number];

/** A place's rank: 2 × log2(population), rounded (0 for none). */
export function labelRank(population: number): number {
  return population > 1 ? Math.round(2 * Math.log2(population)) : 0;
}

/**
 * The order in which names are placed where they would collide (docs/maps.md; OpenLayers'
 * declutter places the higher z-index first): countries while they show, then capitals and
 * big cities before small towns, by rank (Madrid and Rome before Andorra la Vella); a
 * capital counts as a place three times as big.
 */
export function labelPriority(label: Pick<PlaceLabel, 4 | 5>): number {
  const [kind, rank] = [label[4], label[5]];
  if (kind === LABEL_KIND.country) return 1000;
  return rank + (kind === LABEL_KIND.capital ? 3 : 0);
}
/** Kinds of place label: a country, a capital, a town. */
export const LABEL_KIND = { country: 0, capital: 1, town: 2 } as const;

/** What the build tells the map chunk (dist/basemap/index.json, bundled into the chunk). */
export interface BasemapIndex {
  version: string;
  /** Cells ("row_column") that have detail files. */
  detail: string[];
  /** Cells that have town files. */
  places: string[];
}

export const basemapPaths = {
  detail: (version: string, cell: string) => `${BASEMAP_PATH}/${version}/detail/${cell}.lbm`,
  world: (version: string) => `${BASEMAP_PATH}/${version}/places/world.json`,
  places: (version: string, cell: string) => `${BASEMAP_PATH}/${version}/places/${cell}.json`,
};

/**
 * The zoom from which a town's name shows, by population: the biggest cities from the first
 * zooms, villages only close up. Capitals come a little earlier than their size alone says.
 */
export function labelMinZoom(population: number, capital: boolean): number {
  const zoom =
    population >= 5_000_000
      ? 3
      : population >= 1_000_000
        ? 4
        : population >= 400_000
          ? 5
          : population >= 150_000
            ? 6
            : population >= 50_000
              ? 7
              : population >= 25_000
                ? 8
                : population >= 12_000
                  ? 9
                  : population >= 6_000
                    ? 10
                    : 11;
  return capital ? Math.min(zoom, 4) : zoom;
}
