/**
 * Reverse geocoding from the embedded index: the country from the border polygons, the
 * nearest town within TOWN_RADIUS_KM (in that country), and in the US the nearest ZIP code
 * point within ZIP_RADIUS_KM. A ZIP code area is not a circle, so near a ZIP boundary the
 * nearest point can name the neighbouring ZIP code: the result says APPROXIMATE.
 */
import type { LatLng } from "../types.ts";
import type { GeoAssets } from "./assets.ts";
import { ANTARCTICA_NORTH, BORDER_CELL_DEGREES, CELL_DEGREES, cellIndex, cellKey, chunkOf, paths, type BorderCellFile, type CellChunk, type CellPlace, type Manifest, type ZipRecord } from "./format.ts";
import { degreesAround, distanceKm, insideRings } from "./geometry.ts";
import { resolveCountry, resolvePlace, resolveZip, zipCountry, type Resolved } from "./records.ts";

/** Farther than this, a town is not "where you are". */
export const TOWN_RADIUS_KM = 25;
export const ZIP_RADIUS_KM = 25;

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

interface Near<T> {
  item: T;
  km: number;
}

/** Places and ZIP codes of the grid cells that cover `radiusKm` around the point, with their distance. */
async function nearby(assets: GeoAssets, manifest: Manifest, lat: number, lng: number, radiusKm: number): Promise<{ places: Near<CellPlace>[]; zips: Near<ZipRecord>[] }> {
  const { dLat, dLng } = degreesAround(lat, radiusKm);
  const keys = new Set<number>();
  for (let row = cellIndex(Math.max(-90, lat - dLat), CELL_DEGREES); row <= cellIndex(Math.min(89.999, lat + dLat), CELL_DEGREES); row += 1) {
    for (let step = cellIndex(lng - dLng, CELL_DEGREES); step <= cellIndex(lng + dLng, CELL_DEGREES); step += 1) {
      // Wrap across the antimeridian: columns run from -90 to 89.
      const column = ((((step + 90) % 180) + 180) % 180) - 90;
      keys.add(cellKey(row, column));
    }
  }
  const byChunk = new Map<number, number[]>();
  for (const key of keys) {
    const chunk = chunkOf(manifest.cells, key);
    byChunk.set(chunk, [...(byChunk.get(chunk) ?? []), key]);
  }
  const chunks = await Promise.all([...byChunk.keys()].map(async (chunk) => [chunk, await assets.read<CellChunk>(paths.cells(chunk))] as const));
  const places: Near<CellPlace>[] = [];
  const zips: Near<ZipRecord>[] = [];
  for (const [chunk, content] of chunks) {
    for (const key of byChunk.get(chunk) ?? []) {
      const cell = content?.[String(key)];
      if (!cell) continue;
      for (const place of cell.places) {
        const km = distanceKm(lat, lng, place[5], place[6]);
        if (km <= radiusKm) places.push({ item: place, km });
      }
      for (const zip of cell.zips) {
        const km = distanceKm(lat, lng, zip[3], zip[4]);
        if (km <= radiusKm) zips.push({ item: zip, km });
      }
    }
  }
  places.sort((a, b) => a.km - b.km);
  zips.sort((a, b) => a.km - b.km);
  return { places, zips };
}

/**
 * The town for a point in `country`: the nearest one in that country; or, when the nearest
 * town has another code but lies inside the same border (French Guiana is part of France's
 * polygon but has its own ISO code), that town, whose code is then the more precise one.
 */
async function townFor(assets: GeoAssets, country: string | null, places: Near<CellPlace>[]): Promise<CellPlace | null> {
  const nearest = places[0]?.item ?? null;
  if (!country || !nearest) return nearest;
  const sameCountry = places.find((p) => p.item[2] === country);
  if (nearest[2] !== country && (await countryAt(assets, nearest[5], nearest[6])) === country) return nearest;
  return sameCountry?.item ?? null;
}

/** Results from the most precise (town, with ZIP code in the US) to the least (country). */
export async function reverseGeocode(assets: GeoAssets, location: LatLng): Promise<Resolved[]> {
  const manifest = await assets.manifest();
  const { lat, lng } = location;
  const [border, near] = await Promise.all([countryAt(assets, lat, lng), nearby(assets, manifest, lat, lng, Math.max(TOWN_RADIUS_KM, ZIP_RADIUS_KM))]);
  const town = await townFor(assets, border, near.places.filter((p) => p.km <= TOWN_RADIUS_KM));
  const country = town ? town[2] : border;
  const zip = near.zips.find((z) => z.km <= ZIP_RADIUS_KM && zipCountry(z.item) === country)?.item;

  const results: Resolved[] = [];
  if (town) {
    const [id, name, townCountry, admin1Code, admin1Name, townLat, townLng, population] = town;
    results.push(resolvePlace(manifest, id, [name, townCountry, admin1Code, admin1Name, townLat, townLng, population], zip));
  }
  if (zip) results.push(resolveZip(manifest, zip));
  const countryResult = country ? resolveCountry(manifest, country) : null;
  if (countryResult) results.push(countryResult);
  return results;
}
