import { LINK_ZOOM, MAPS_PAGE_PATH, MAX_ZOOM, MIN_ZOOM } from "./constants.ts";
import { formatCoordinate, isLatitude, isLongitude, parseDecimal, parseLatLng, type LatLng } from "./lat-lng.ts";

/** The `loc` query value of directions and share links: "lat,lng,14". */
export function formatLoc(position: LatLng, zoom: number = LINK_ZOOM): string {
  return `${formatCoordinate(position.lat)},${formatCoordinate(position.lng)},${zoom}`;
}

/**
 * The "Get directions" link of the free tools (docs/maps.md): the site's maps page with
 * `loc=lat,lng,14` and, when known, `destination` (the place id of the chosen address).
 * Relative to this site unless an origin is given.
 *
 * @example directionsUrl({ lat: 51.5, lng: -0.12 }, "abc") // "/maps?loc=51.5,-0.12,14&destination=abc"
 */
export function directionsUrl(position: LatLng, placeId?: string | null, origin?: string): string {
  const query = new URLSearchParams({ loc: formatLoc(position) });
  if (placeId?.trim()) query.set("destination", placeId.trim());
  // URLSearchParams encodes the commas of loc; they are safe in a query and easier to read.
  const path = `${MAPS_PAGE_PATH}?${query.toString().replaceAll("%2C", ",")}`;
  return origin ? new URL(path, origin).href : path;
}

/**
 * The shareable link of the location tools ("Share Your Location"): an absolute URL of the
 * maps page with `loc=lat,lng,14`, for copying.
 */
export function shareUrl(position: LatLng, origin: string): string {
  return directionsUrl(position, null, origin);
}

export type LocError = "missing" | "format" | "latitude" | "longitude" | "zoom";

export type ParsedLoc = { ok: true; position: LatLng; zoom: number } | { ok: false; error: LocError };

/**
 * Reads a `loc` query value: "lat,lng" or "lat,lng,zoom" (spaces allowed). The zoom
 * defaults to 14 and must be a number within the maps' zoom range.
 *
 * @example parseLoc("1.2,3.4,14") // { ok: true, position: { lat: 1.2, lng: 3.4 }, zoom: 14 }
 * @example parseLoc("91,0") // { ok: false, error: "latitude" }
 */
export function parseLoc(value: string | null | undefined): ParsedLoc {
  if (value == null || value.trim() === "") return { ok: false, error: "missing" };
  const parts = value.split(",").map((part) => part.trim());
  if (parts.length < 2 || parts.length > 3) return { ok: false, error: "format" };
  const lat = parseDecimal(parts[0]);
  const lng = parseDecimal(parts[1]);
  if (lat === null || lng === null) return { ok: false, error: "format" };
  if (!isLatitude(lat)) return { ok: false, error: "latitude" };
  if (!isLongitude(lng)) return { ok: false, error: "longitude" };
  let zoom = LINK_ZOOM;
  if (parts.length === 3) {
    const z = parseDecimal(parts[2]);
    if (z === null || z < MIN_ZOOM || z > MAX_ZOOM) return { ok: false, error: "zoom" };
    zoom = z;
  }
  return { ok: true, position: { lat, lng }, zoom };
}

/** What a person reads when a shared link's `loc` cannot be used. */
export function locErrorMessage(error: LocError): string {
  switch (error) {
    case "missing":
      return "This link does not include a position.";
    case "format":
      return "The position in this link is not in the form latitude,longitude,zoom.";
    case "latitude":
      return "The latitude in this link must be between -90 and 90.";
    case "longitude":
      return "The longitude in this link must be between -180 and 180.";
    case "zoom":
      return `The zoom in this link must be a number from ${MIN_ZOOM} to ${MAX_ZOOM}.`;
  }
}

/** A `destination` query value: coordinates ("lat,lng") or a place id to be resolved. */
export type Destination = { kind: "position"; position: LatLng } | { kind: "place"; placeId: string };

/** Longest place id accepted; anything longer is not an id. */
const MAX_PLACE_ID_LENGTH = 256;

/**
 * Reads a `destination` query value. "lat,lng" is a position; other text made of
 * printable characters is a place id (the tools send the chosen address's id). Returns
 * null when absent or unusable.
 */
export function parseDestination(value: string | null | undefined): Destination | null {
  const text = value?.trim() ?? "";
  if (text === "" || text.length > MAX_PLACE_ID_LENGTH) return null;
  const parts = text.split(",");
  if (parts.length === 2) {
    const position = parseLatLng(parts[0], parts[1]);
    if (position) return { kind: "position", position };
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a place id with a control character is refused
  if (/[\u0000-\u001f\u007f]/.test(text)) return null;
  return { kind: "place", placeId: text };
}
