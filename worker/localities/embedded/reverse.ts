/**
 * Reverse geocoding from the embedded index: the country from the border polygons; the town
 * that most likely contains the point (containment.ts: distance against a reach that grows
 * with population, so a point inside Paris is Paris, not the nearer centre of a suburb); in
 * the US the ZIP code first, whose own town then wins (the Empire State Building, 10118
 * "New York", is in New York, not in Weehawken across the river); in France the postal code
 * of the town, or of the arrondissement for Paris, Lyon and Marseille when its point is
 * clearly the nearest; in the UK and Ireland
 * the postcode area or routing key of the town they are named after. Without ZIP or postcode
 * outlines these stay APPROXIMATE: near a boundary the nearest point can name the neighbour.
 */
import type { LatLng } from "../types.ts";
import type { GeoAssets } from "./assets.ts";
import { containingTown, townForZip } from "./containment.ts";
import {
  ANTARCTICA_NORTH,
  BORDER_CELL_DEGREES,
  CELL_DEGREES,
  cellIndex,
  cellKey,
  chunkOf,
  paths,
  type BorderCellFile,
  type CellChunk,
  type CellPlace,
  type Manifest,
  type PlaceRecord,
  type PostcodeRecord,
  type ZipRecord,
} from "./format.ts";
import { degreesAround, distanceKm, insideRings } from "./geometry.ts";
import { resolveCountry, resolvePlace, resolveZip, zipCountry, type Resolved } from "./records.ts";

/** Farther than this, a town is not "where you are". */
export const TOWN_RADIUS_KM = 25;
export const ZIP_RADIUS_KM = 25;
/** A ZIP code without an area (one building's, PO boxes) is the answer only this close to its point. */
export const POINT_ZIP_RADIUS_KM = 0.15;

/** Border cell files cover latitudes -90..90 and longitudes -180..180. */
function borderCell(lat: number, lng: number): [number, number] {
  const rows = 180 / BORDER_CELL_DEGREES;
  const columns = 360 / BORDER_CELL_DEGREES;
  const row = Math.min(rows / 2 - 1, Math.max(-rows / 2, cellIndex(lat, BORDER_CELL_DEGREES)));
  const column = Math.min(columns / 2 - 1, Math.max(-columns / 2, cellIndex(lng, BORDER_CELL_DEGREES)));
  return [row, column];
}

/** The country whose border holds the point, or null (sea, or an area without a code). */
export async function countryAt(assets: GeoAssets, lat: number, lng: number): Promise<string | null> {
  if (lat < ANTARCTICA_NORTH) return "AQ";
  const [row, column] = borderCell(lat, lng);
  const cell = await assets.read<BorderCellFile>(paths.border(row, column));
  if (!cell) return null;
  if (cell.full) return cell.full;
  for (const [country, rings] of cell.parts ?? []) if (insideRings(lat, lng, rings)) return country;
  return null;
}

export interface Near<T> {
  item: T;
  km: number;
}

interface Nearby {
  places: Near<CellPlace>[];
  zips: Near<ZipRecord>[];
  postcodes: Near<PostcodeRecord>[];
}

function cellKeysAround(lat: number, lng: number, radiusKm: number): Set<number> {
  const { dLat, dLng } = degreesAround(lat, radiusKm);
  const keys = new Set<number>();
  for (
    let row = cellIndex(Math.max(-90, lat - dLat), CELL_DEGREES);
    row <= cellIndex(Math.min(89.999, lat + dLat), CELL_DEGREES);
    row += 1
  ) {
    for (let step = cellIndex(lng - dLng, CELL_DEGREES); step <= cellIndex(lng + dLng, CELL_DEGREES); step += 1) {
      // Wrap across the antimeridian: columns run from -90 to 89.
      const column = ((((step + 90) % 180) + 180) % 180) - 90;
      keys.add(cellKey(row, column));
    }
  }
  return keys;
}

/** Places, ZIP codes and located postcodes of the grid cells that cover `radiusKm` around the point, nearest first. */
async function nearby(
  assets: GeoAssets,
  manifest: Manifest,
  lat: number,
  lng: number,
  radiusKm: number,
): Promise<Nearby> {
  const byChunk = new Map<number, number[]>();
  for (const key of cellKeysAround(lat, lng, radiusKm)) {
    const chunk = chunkOf(manifest.cells, key);
    byChunk.set(chunk, [...(byChunk.get(chunk) ?? []), key]);
  }
  const chunks = await Promise.all(
    [...byChunk.keys()].map(async (chunk) => [chunk, await assets.require<CellChunk>(paths.cells(chunk))] as const),
  );
  const found: Nearby = { places: [], zips: [], postcodes: [] };
  const within = <T>(list: Near<T>[], item: T, itemLat: number, itemLng: number) => {
    const km = distanceKm(lat, lng, itemLat, itemLng);
    if (km <= radiusKm) list.push({ item, km });
  };
  for (const [chunk, content] of chunks) {
    for (const key of byChunk.get(chunk) ?? []) {
      const cell = content[String(key)];
      if (!cell) continue;
      for (const place of cell.places) within(found.places, place, place[5], place[6]);
      for (const zip of cell.zips) within(found.zips, zip, zip[3], zip[4]);
      for (const postcode of cell.postcodes ?? []) within(found.postcodes, postcode, postcode[6], postcode[7]);
    }
  }
  for (const list of [found.places, found.zips, found.postcodes]) list.sort((a, b) => a.km - b.km);
  return found;
}

/** The ZIP code of a US point: the nearest area's point, or a building's own code right at it. */
function zipAt(zips: Near<ZipRecord>[]): ZipRecord | null {
  return zips.find((z) => z.km <= ZIP_RADIUS_KM && (z.item[6] !== 1 || z.km <= POINT_ZIP_RADIUS_KM))?.item ?? null;
}

type Candidate = Near<CellPlace> & { name: string; population: number };

/**
 * The town for a point whose border says `country`: the containing town among the towns of
 * that country, or a town of another code inside the same border (French Guiana is part of
 * France's polygon but has its own ISO code; Vatican City lies inside Italy's at this scale)
 * when that town contains the point better.
 */
async function townFor(
  assets: GeoAssets,
  country: string | null,
  candidates: Candidate[],
  zip: ZipRecord | null,
): Promise<CellPlace | null> {
  if (zip) {
    const state = zip[2];
    const sameState = candidates.filter(
      (c) => c.item[2] === zipCountry(zip) && (zipCountry(zip) !== "US" || c.item[3] === state),
    );
    if (sameState.length > 0) return townForZip(sameState, zip[1])?.item ?? null;
  }
  const best = containingTown(candidates);
  if (!country || !best) return best?.item ?? null;
  if (best.item[2] === country) return best.item;
  if ((await countryAt(assets, best.item[5], best.item[6])) === country) return best.item;
  return containingTown(candidates.filter((c) => c.item[2] === country))?.item ?? null;
}

/**
 * An arrondissement's point is the only answer when it is clearly the nearest: no other
 * arrondissement's point is within this factor of its distance. Arrondissements are not
 * discs, so between two points (the Eiffel Tower lies 1.4 km from Passy's, 1.9 km from
 * Palais-Bourbon's) the town lists its codes rather than guess.
 */
export const CLEARLY_NEAREST = 0.6;

/** In France, the postal code of a town split in arrondissements: the arrondissement whose point is clearly the nearest. */
export function postcodeOfTown(town: CellPlace, postcodes: Near<PostcodeRecord>[]): string | undefined {
  const parts = postcodes.filter((p) => p.item[9] === town[0]);
  const nearest = parts[0];
  const other = parts.find((p) => p.item[10] !== nearest?.item[10]);
  if (!nearest || (other && nearest.km > CLEARLY_NEAREST * other.km)) return undefined;
  return nearest.item[0];
}

/** Results from the most precise (town, with its postal code when one is known) to the least (country). */
export async function reverseGeocode(assets: GeoAssets, location: LatLng): Promise<Resolved[]> {
  const manifest = await assets.manifest();
  const { lat, lng } = location;
  const [border, near] = await Promise.all([
    countryAt(assets, lat, lng),
    nearby(assets, manifest, lat, lng, Math.max(TOWN_RADIUS_KM, ZIP_RADIUS_KM)),
  ]);
  const candidates = near.places
    .filter((p) => p.km <= TOWN_RADIUS_KM)
    .map((p) => ({ ...p, name: p.item[1], population: p.item[7] }));
  const zipHere = zipAt(near.zips);
  const zip = zipHere && (!border || border === zipCountry(zipHere)) ? zipHere : null;
  const town = await townFor(assets, border, candidates, zip);
  const country = town ? town[2] : border;

  const results: Resolved[] = [];
  if (town) {
    const [id, name, townCountry, admin1Code, admin1Name, townLat, townLng, population] = town;
    const place: PlaceRecord = [name, townCountry, admin1Code, admin1Name, townLat, townLng, population];
    place.push(...(await townCodes(assets, id, townCountry)));
    results.push(resolvePlace(manifest, id, place, zip?.[0] ?? postcodeOfTown(town, near.postcodes)));
  }
  if (zip) results.push(resolveZip(manifest, zip));
  const countryResult = country ? resolveCountry(manifest, country) : null;
  if (countryResult) results.push(countryResult);
  return results;
}

/** Countries whose towns carry codes the cell records do not: French postal codes, UK areas, Eircode routing keys. */
const TOWN_CODE_COUNTRIES = new Set(["FR", "GB", "GG", "JE", "IM", "IE"]);

/** A town's postal codes and postcode prefixes, from its full record (the cell records do not carry them). */
async function townCodes(assets: GeoAssets, id: number, country: string): Promise<PlaceRecord[7 | 8][]> {
  if (!TOWN_CODE_COUNTRIES.has(country)) return [];
  const bucket = await assets.require<Record<string, PlaceRecord>>(paths.places(id));
  const record = bucket[String(id)];
  return record?.[8] ? [record[7] ?? [], record[8]] : record?.[7] ? [record[7]] : [];
}
