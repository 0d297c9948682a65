/**
 * The distance demo's figures, pure: the straight-line (great-circle) distance between two
 * places, and a travel estimate from it. The estimate is a stated assumption, not a route:
 * roads are taken to be ROAD_FACTOR times longer than the straight line, driven at an
 * average speed that grows with the trip (town streets, then main roads, then motorways).
 */
import type { Language } from "../../content/languages.ts";
import type { LatLng } from "../../maps/lat-lng.ts";

/** Mean Earth radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Roads are about this much longer than the straight line between two places. */
export const ROAD_FACTOR = 1.2;

/** Average speeds of the estimate, by stretch of the road distance. */
export const SPEED_BANDS = [
  { upToKm: 20, kmh: 40 },
  { upToKm: 100, kmh: 70 },
  { upToKm: Number.POSITIVE_INFINITY, kmh: 105 },
] as const;

export const KM_PER_MILE = 1.609344;

/**
 * Great-circle distance in kilometres (haversine formula).
 * @example haversineKm({ lat: 45.764, lng: 4.8357 }, { lat: 48.8566, lng: 2.3522 }) // ≈ 392
 */
export function haversineKm(a: LatLng, b: LatLng): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface TravelEstimate {
  roadKm: number;
  minutes: number;
}

/** The road distance and driving time the demo estimates for a straight-line distance. */
export function travelEstimate(straightKm: number): TravelEstimate {
  const roadKm = straightKm * ROAD_FACTOR;
  let hours = 0;
  let from = 0;
  for (const band of SPEED_BANDS) {
    const stretch = Math.max(0, Math.min(roadKm, band.upToKm) - from);
    hours += stretch / band.kmh;
    from = band.upToKm;
    if (roadKm <= band.upToKm) break;
  }
  return { roadKm, minutes: Math.round(hours * 60) };
}

const whole = new Intl.NumberFormat("en", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** "850 m", "12.4 km", "392 km"; German and French write "12,4 km". */
export function formatKm(km: number, language: Language = "en"): string {
  const [units, tenths] =
    language === "en"
      ? [whole, oneDecimal]
      : [
          new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
          new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
        ];
  if (km < 1) return `${units.format(Math.round(km * 1000))} m`;
  if (km < 100) return `${tenths.format(km)} km`;
  return `${units.format(km)} km`;
}

/** "0.5 mi", "7.7 mi", "244 mi". */
export function formatMiles(km: number): string {
  const miles = km / KM_PER_MILE;
  return miles < 100 ? `${oneDecimal.format(miles)} mi` : `${whole.format(miles)} mi`;
}

/** "45 min", "5 h 10 min", "2 h". */
export function formatDuration(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
