/**
 * Map constants of docs/maps.md ("Map: initial zoom 3, zoom 16 on a found position,
 * initial centre in southern Spain, marker 30 by 46 pixels, map drawn after 1000 ms. The
 * directions and share link zoom is 14."), in one place.
 */
import type { LatLng } from "./lat-lng.ts";

/** Zoom of a map before any position is known. */
export const INITIAL_ZOOM = 3;

/**
 * Centre of a map before any position is known: "southern Spain". We chose Antequera
 * (Málaga), near the geographic centre of Andalusia: 37.0194° N, 4.5612° W.
 */
export const INITIAL_CENTER: LatLng = { lat: 37.0194, lng: -4.5612 };

/** Zoom when a position is found (browser location, geolocation or a chosen address). */
export const FOUND_POSITION_ZOOM = 16;

/** Zoom written into "Get directions" and share links (`loc=lat,lng,14`). */
export const LINK_ZOOM = 14;

/** The map tool creates its map this long after load (docs/maps.md). */
export const MAP_DRAW_DELAY_MS = 1000;

/** Size of the position marker in CSS pixels; it is anchored at the tip of the pin. */
export const MARKER_SIZE = { width: 30, height: 46 } as const;

/** Zoom range offered by the maps (tile servers rarely go past 19). */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 19;

/** The site page that shows a shared position or directions (`/maps?loc=…&destination=…`). */
export const MAPS_PAGE_PATH = "/maps";

/**
 * Deepest zoom of the embedded base map. Its finest data is Natural Earth 1:10m (coasts and
 * borders good to a few hundred metres) and town names down to villages of 3,000 people,
 * which the map names from zoom 11; at zoom 12 a town and its neighbours still fill the
 * view. Deeper, the map would only enlarge the same lines: it has no streets or buildings.
 * So a found position (docs/maps.md: zoom 16, which presumes a tile server) is shown at this zoom
 * until a tile source (MAP_TILE_URL or a PMTiles archive) is configured.
 */
export const EMBEDDED_MAX_ZOOM = 12;
