import { MARKER_SIZE } from "./constants.ts";

/**
 * The marker pin: an original 30 × 46 px drawing whose tip is the bottom centre (15, 46),
 * so a marker positioned "bottom-center" points exactly at its coordinates. Colours come
 * from CSS classes (CSP forbids inline styles in server HTML; here they are simply shared).
 */
export const PIN_SVG =
  `<svg class="map-pin" viewBox="0 0 ${MARKER_SIZE.width} ${MARKER_SIZE.height}" width="${MARKER_SIZE.width}" height="${MARKER_SIZE.height}" aria-hidden="true" focusable="false">` +
  '<path class="map-pin__body" d="M15 46C13.4 41.6 9.6 36.2 6.2 31.2 3.3 27 1.5 23.6 1.5 19.2 1.5 9.6 7.6 1.5 15 1.5S28.5 9.6 28.5 19.2c0 4.4-1.8 7.8-4.7 12-3.4 5-7.2 10.4-8.8 14.8z"/>' +
  '<circle class="map-pin__dot" cx="15" cy="17" r="5.5"/>' +
  "</svg>";
