/**
 * Place names for the embedded base map: countries (Natural Earth shapes, English names)
 * and towns (GeoNames, the same data as the geocoder), each with the zoom from which it
 * shows (client/maps/basemap-files.ts). Countries and the cities seen before
 * PLACES_CELL_MIN_ZOOM go in one world file; smaller towns in DETAIL_CELL_DEGREES cells.
 */
import {
  DETAIL_CELL_DEGREES,
  LABEL_KIND,
  PLACES_CELL_MIN_ZOOM,
  labelMinZoom,
  labelRank,
  type PlaceLabel,
} from "../../client/maps/basemap-files.ts";
import { countryShapes, largestPolygonCentre } from "../geodata/borders.ts";
import type { SourcePlace } from "../geodata/sources.ts";
import { type ClearedName, type CountryLabelInput, countryLabelPlace } from "./country-label-place.ts";

/** Capitals at least this populous are kept clear of country names. */
const CLEAR_CAPITAL_POPULATION = 250_000;

/** Towns smaller than this are not named on the map. */
export const MIN_LABEL_POPULATION = 3_000;

type Ring = [number, number][];

function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1)
    sum +=
      ((ring[j] as [number, number])[0] + (ring[i] as [number, number])[0]) *
      ((ring[i] as [number, number])[1] - (ring[j] as [number, number])[1]);
  return Math.abs(sum / 2);
}

/** The outer ring of a country's largest part. */
function largestRing(polygons: Ring[][]): Ring {
  let best: Ring = [];
  for (const polygon of polygons) if (ringArea(polygon[0] ?? []) > ringArea(best)) best = polygon[0] ?? [];
  return best;
}

/** Big countries are named from zoom 2, the smallest from zoom 5 (area of the largest part, in square degrees). */
function countryMinZoom(polygons: Ring[][]): number {
  const area = ringArea(largestRing(polygons));
  return area >= 400 ? 2 : area >= 40 ? 3 : area >= 4 ? 4 : 5;
}

const round = (value: number) => Number(value.toFixed(4));

const LATIN_SCRIPT = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+$/u;

/**
 * The name a town is labelled with: pages are in English, French or German, so names are
 * in Latin script, never a third script (docs/maps.md). GeoNames' name, else its ASCII
 * form ("Arachinovo" for "Арачиново"); a town with neither is not labelled.
 */
export function latinName(town: Pick<SourcePlace, "name" | "asciiName">): string | null {
  if (LATIN_SCRIPT.test(town.name)) return town.name;
  return town.asciiName && LATIN_SCRIPT.test(town.asciiName) ? town.asciiName : null;
}

export function placeLabels(
  topology: unknown,
  countryNames: Map<string, string>,
  numericToAlpha2: (numeric: string) => string | undefined,
  places: readonly SourcePlace[],
): { world: PlaceLabel[]; cells: Map<string, PlaceLabel[]> } {
  const cells = new Map<string, PlaceLabel[]>();
  const worldTowns: PlaceLabel[] = [];
  // Country names are kept clear of capitals' and the greatest cities' (country-label-place.ts);
  // not of the seats of the smallest states (Vatican City in Rome, San Marino), which no place clears.
  const clearOf: ClearedName[] = [];
  // Most populous first; where names collide the map places them by labelPriority (basemap-files.ts).
  const towns = places
    .filter((p) => p.population >= MIN_LABEL_POPULATION || p.featureCode === "PPLC")
    .sort((a, b) => b.population - a.population);
  for (const town of towns) {
    const capital = town.featureCode === "PPLC";
    const name = latinName(town);
    if (!name) continue;
    const label: PlaceLabel = [
      name,
      round(town.lng),
      round(town.lat),
      labelMinZoom(town.population, capital),
      capital ? LABEL_KIND.capital : LABEL_KIND.town,
      labelRank(town.population),
    ];
    if ((capital && town.population >= CLEAR_CAPITAL_POPULATION) || (!capital && label[3] <= 3))
      clearOf.push({ name, lat: town.lat, lng: town.lng, minZoom: label[3], population: town.population });
    if (label[3] < PLACES_CELL_MIN_ZOOM) {
      worldTowns.push(label);
      continue;
    }
    const key = `${Math.floor(town.lat / DETAIL_CELL_DEGREES)}_${Math.floor(town.lng / DETAIL_CELL_DEGREES)}`;
    const list = cells.get(key) ?? [];
    list.push(label);
    cells.set(key, list);
  }
  const world: PlaceLabel[] = [];
  for (const [code, polygons] of countryShapes(topology, numericToAlpha2).polygons) {
    const centre = largestPolygonCentre(polygons);
    const name = countryNames.get(code);
    if (!centre || !name || code === "AQ") continue;
    const country: CountryLabelInput = { name, centre, ring: largestRing(polygons), minZoom: countryMinZoom(polygons) };
    const [lat, lng] = countryLabelPlace(country, clearOf);
    world.push([name, lng, lat, country.minZoom, LABEL_KIND.country, 0]);
  }
  world.push(...worldTowns);
  return { world, cells };
}
