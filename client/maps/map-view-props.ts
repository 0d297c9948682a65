import { INITIAL_CENTER, INITIAL_ZOOM, MAX_ZOOM, MIN_ZOOM } from "./constants.ts";
import { parseDecimal, parseLatLng, type LatLng } from "./lat-lng.ts";

/** Where a map looks: its centre and zoom level. */
export interface MapCamera {
  center: LatLng;
  zoom: number;
}

/**
 * A zoom level from text ("5", " 7.5 "): clamped to the maps' range; null when it is
 * not a number at all.
 */
export function parseZoom(text: string | number | null | undefined): number | null {
  const value = parseDecimal(text);
  if (value === null) return null;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value));
}

/** Which of the editor's values could not be used and were replaced by a default. */
export interface CameraFallbacks {
  center: boolean;
  zoom: boolean;
}

/**
 * The Discover Map's camera from its section properties, which are text (docs/maps.md:
 * zoom, latcenter, lngcenter). A centre is used only when both coordinates are valid;
 * otherwise the initial centre in southern Spain. A zoom that is not a number falls back
 * to the initial zoom 3, one out of range is clamped.
 */
export function cameraFromText(values: {
  zoom?: string | number;
  latcenter?: string | number;
  lngcenter?: string | number;
}): MapCamera & {
  fallbacks: CameraFallbacks;
} {
  const center = parseLatLng(values.latcenter, values.lngcenter);
  const zoom = parseZoom(values.zoom);
  return {
    center: center ?? INITIAL_CENTER,
    zoom: zoom ?? INITIAL_ZOOM,
    fallbacks: { center: center === null, zoom: zoom === null },
  };
}
