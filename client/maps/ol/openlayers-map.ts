/**
 * The map module: OpenLayers behind a small API. It is its own chunk, imported only when
 * a map is about to be shown (client/maps/load-map.ts); nothing else imports `ol`.
 */
import OlMap from "ol/Map.js";
import View from "ol/View.js";
import { boundingExtent } from "ol/extent.js";
import { fromLonLat, toLonLat } from "ol/proj.js";
import { EMBEDDED_MAX_ZOOM, FOUND_POSITION_ZOOM, MAX_ZOOM, MIN_ZOOM } from "../constants.ts";
import type { LatLng } from "../lat-lng.ts";
import type { CreateMapOptions, MapHandle } from "../map-types.ts";
import { baseLayer } from "./base-layers.ts";
import { mapControls } from "./controls.ts";
import { mapInteractions } from "./gestures.ts";
import { markerOverlay, pointOverlays } from "./markers.ts";

const toMap = (position: LatLng) => fromLonLat([position.lng, position.lat]);
const toDegrees = (coordinate: number[]): LatLng => {
  const [lng = 0, lat = 0] = toLonLat(coordinate);
  // Panning across the antimeridian wraps the world: bring the longitude back to ±180.
  return { lat, lng: ((((lng + 180) % 360) + 360) % 360) - 180 };
};

function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Draws a map into `target` (which should be empty and sized by CSS).
 *
 * @example
 * const map = createMap(div, { center: INITIAL_CENTER, zoom: INITIAL_ZOOM });
 * map.setPosition({ lat: 51.5, lng: -0.12 }); // marker there, zoom 16
 * map.destroy();
 */
export function createMap(target: HTMLElement, options: CreateMapOptions): MapHandle {
  const hint = document.createElement("div");
  hint.className = "map-hint";
  hint.setAttribute("aria-hidden", "true");

  const base = baseLayer(options.tiles);
  const view = new View({
    center: toMap(options.center),
    zoom: options.zoom,
    minZoom: MIN_ZOOM,
    maxZoom: options.tiles ? MAX_ZOOM : EMBEDDED_MAX_ZOOM,
    enableRotation: false,
  });
  const map = new OlMap({
    target,
    view,
    layers: [base.layer],
    controls: mapControls(),
    interactions: mapInteractions(options.greedyGestures === true, hint),
    keyboardEventTarget: options.keyboardTarget ?? target,
  });
  target.append(hint);

  const markerLabel = options.markerLabel ?? "Position";
  let marker = options.marker ? markerOverlay(options.marker, markerLabel, "position", false) : null;
  if (marker) map.addOverlay(marker);
  const points = options.points ?? [];
  for (const overlay of pointOverlays(points)) map.addOverlay(overlay);

  if (options.fitPoints) {
    const positions = [...(options.marker ? [options.marker] : []), ...points.map((p) => p.position)];
    if (positions.length > 1) {
      // Room for the 46 px pins above their tips, the controls at the sides, and the labels
      // that points show to the right of their pins (about 18 characters before they clip).
      const right = points.length > 0 ? 160 : 48;
      view.fit(boundingExtent(positions.map(toMap)), { padding: [64, right, 32, 48], maxZoom: options.zoom, size: map.getSize() });
    }
  }

  const onPick = options.onPick;
  if (onPick) map.on("singleclick", (event) => onPick(toDegrees(event.coordinate)));

  const ready = base.loaded.then(
    () =>
      new Promise<void>((resolve) => {
        map.once("rendercomplete", () => resolve());
        map.render();
      }),
  );

  return {
    ready,
    setPosition(position, zoom = FOUND_POSITION_ZOOM) {
      if (marker) marker.setPosition(toMap(position));
      else {
        marker = markerOverlay(position, markerLabel, "position", false);
        map.addOverlay(marker);
      }
      view.animate({ center: toMap(position), zoom, duration: prefersReducedMotion() ? 0 : 500 });
    },
    pickCenter() {
      const center = view.getCenter();
      if (center && onPick) onPick(toDegrees(center));
    },
    destroy() {
      map.setTarget(undefined);
      map.dispose();
      hint.remove();
    },
  };
}
