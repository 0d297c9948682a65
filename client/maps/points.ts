import { parseLatLng } from "./lat-lng.ts";
import type { MapPoint } from "./map-types.ts";

/** A point of interest as an editor types it: a label and text coordinates. */
export interface PointText {
  label: string;
  lat: string | number;
  lng: string | number;
}

/** The points whose label and coordinates are usable; the others are left out. */
export function pointsFromText(points: readonly PointText[] | undefined): MapPoint[] {
  const out: MapPoint[] = [];
  for (const point of points ?? []) {
    const position = parseLatLng(point.lat, point.lng);
    const label = point.label.trim();
    if (position && label) out.push({ position, label, kind: "poi" });
  }
  return out;
}
