/** A position in degrees (WGS 84), as an address result's geometry.location (docs/localities.md). */
export interface LatLng {
  lat: number;
  lng: number;
}

export function isLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

export function isLatLng(value: unknown): value is LatLng {
  if (typeof value !== "object" || value === null) return false;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === "number" && typeof lng === "number" && isLatitude(lat) && isLongitude(lng);
}

/**
 * Reads a number typed by a person or an editor: surrounding spaces, a leading "+", a
 * decimal comma ("37,5") and a trailing degree sign are accepted. Returns null for
 * anything else (empty text, "abc", "1e3", "12.3.4", "Infinity").
 *
 * @example parseDecimal(" 37,5° ") // 37.5
 */
export function parseDecimal(text: string | number | null | undefined): number | null {
  if (typeof text === "number") return Number.isFinite(text) ? text : null;
  if (typeof text !== "string") return null;
  let t = text.trim().replace(/°$/, "").trim();
  if (!t.includes(".") && /^[+-]?\d+,\d+$/.test(t)) t = t.replace(",", ".");
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}

/**
 * Reads a coordinate with an optional hemisphere letter before or after it
 * ("37.02 N", "W 4.56"; S and W make it negative).
 */
function parseHemisphere(
  text: string | number | null | undefined,
  positive: "N" | "E",
  negative: "S" | "W",
): number | null {
  if (typeof text !== "string") return parseDecimal(text);
  const t = text.trim().toUpperCase();
  const match = new RegExp(`^(?:([${positive}${negative}])\\s*)?(.*?)(?:\\s*([${positive}${negative}]))?$`).exec(t);
  const letter = match?.[1] ?? match?.[3];
  if (match?.[1] && match[3]) return null;
  const value = parseDecimal(match?.[2] ?? "");
  if (value === null) return null;
  if (!letter) return value;
  if (value < 0) return null; // "-4 W" is ambiguous
  return letter === negative ? -value : value;
}

/** A latitude from text ("37.0194", "37,0194", "37.0194° N"), or null if it is not one. */
export function parseLatitude(text: string | number | null | undefined): number | null {
  const value = parseHemisphere(text, "N", "S");
  return value !== null && isLatitude(value) ? value : null;
}

/** A longitude from text ("-4.5612", "4.5612 W"), or null if it is not one. */
export function parseLongitude(text: string | number | null | undefined): number | null {
  const value = parseHemisphere(text, "E", "W");
  return value !== null && isLongitude(value) ? value : null;
}

/** A position from separate latitude and longitude texts, or null unless both are valid. */
export function parseLatLng(
  lat: string | number | null | undefined,
  lng: string | number | null | undefined,
): LatLng | null {
  const la = parseLatitude(lat);
  const ln = parseLongitude(lng);
  return la === null || ln === null ? null : { lat: la, lng: ln };
}

/** A coordinate for a URL or a label: at most 6 decimals (about 0.1 m), no trailing zeros. */
export function formatCoordinate(value: number): string {
  const fixed = Number(value.toFixed(6));
  return String(Object.is(fixed, -0) ? 0 : fixed);
}
