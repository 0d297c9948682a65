import { BORDER_SCALE } from "./format.ts";

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Degrees of latitude and longitude that cover `km` around a latitude. */
export function degreesAround(lat: number, km: number): { dLat: number; dLng: number } {
  const dLat = km / 111.2;
  const cos = Math.cos((Math.min(89, Math.abs(lat)) * Math.PI) / 180);
  return { dLat, dLng: Math.min(180, km / (111.2 * cos)) };
}

/**
 * Even-odd point-in-polygon over delta-encoded integer rings (see BorderCellFile): holes and
 * separate parts need no special case.
 */
export function insideRings(lat: number, lng: number, rings: readonly number[][]): boolean {
  const x = lng * BORDER_SCALE;
  const y = lat * BORDER_SCALE;
  let inside = false;
  for (const ring of rings) {
    const count = ring.length >> 1;
    if (count < 3) continue;
    // Absolute vertices from the deltas; the last vertex closes the ring back to the first.
    let px = 0;
    let py = 0;
    for (let i = 0; i < count; i += 1) {
      px += ring[2 * i] as number;
      py += ring[2 * i + 1] as number;
    }
    let [cx, cy] = [0, 0];
    for (let i = 0; i < count; i += 1) {
      cx += ring[2 * i] as number;
      cy += ring[2 * i + 1] as number;
      if (cy > y !== py > y && x < ((px - cx) * (y - cy)) / (py - cy) + cx) inside = !inside;
      [px, py] = [cx, cy];
    }
  }
  return inside;
}
