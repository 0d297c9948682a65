/**
 * The map module: OpenLayers behind a small API. It is its own chunk, imported only when
 * a map is about to be shown (client/maps/load-map.ts); nothing else imports `ol`.
 */
import OlMap from "ol/Map.js";
import View from "ol/View.js";
import { boundingExtent, containsCoordinate } from "ol/extent.js";
import { fromLonLat, toLonLat } from "ol/proj.js";
import { EMBEDDED_MAX_ZOOM, FOUND_POSITION_ZOOM, MAX_ZOOM, MIN_ZOOM } from "../constants.ts";
import type { LatLng } from "../lat-lng.ts";
import type { CreateMapOptions, MapHandle } from "../map-types.ts";
import { accuracyCircle } from "./accuracy-circle.ts";
import { baseLayer } from "./base-layers.ts";
import { mapControls } from "./controls.ts";
import { mapInteractions } from "./gestures.ts";
import { arrangeMarkers } from "./marker-arranger.ts";
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

  const base = baseLayer(
    options.tiles,
    (options.points ?? []).map((p) => p.label),
  );
  const view = new View({
    center: toMap(options.center),
    zoom: options.zoom,
    minZoom: MIN_ZOOM,
    maxZoom: options.tiles ? MAX_ZOOM : EMBEDDED_MAX_ZOOM,
    enableRotation: false,
  });
  const accuracy = accuracyCircle();
  const map = new OlMap({
    target,
    view,
    layers: [...base.layers, accuracy.layer],
    controls: mapControls(),
    interactions: mapInteractions(options.greedyGestures === true, hint),
    keyboardEventTarget: options.keyboardTarget ?? target,
  });
  target.append(hint);

  const startCircle = accuracy.set(options.marker, options.accuracyM);
  if (startCircle) view.fit(startCircle, { padding: [56, 40, 24, 40], maxZoom: options.zoom, size: map.getSize() });
  const markerLabel = options.markerLabel ?? "Position";
  let marker = options.marker ? markerOverlay(options.marker, markerLabel, "position", false) : null;
  if (marker) map.addOverlay(marker);
  const points = options.points ?? [];
  const pointMarkers = pointOverlays(points);
  for (const overlay of pointMarkers) map.addOverlay(overlay);
  const stopArranging = arrangeMarkers(map, pointMarkers);

  const positions = [...(options.marker ? [options.marker] : []), ...points.map((p) => p.position)].map(toMap);
  // Room for the 46 px pins above their tips, the zoom buttons at the left and labels at the sides.
  const padding = [64, 56, 36, 56];
  if (options.fitPoints && positions.length > 1) {
    view.fit(boundingExtent(positions), { padding, maxZoom: options.zoom, size: map.getSize() });
  } else if (positions.length > 0) {
    // The editor's centre and zoom stand, unless a point would be off the map or under its edge.
    const size = map.getSize();
    const shown = size
      ? view.calculateExtent([
          (size[0] as number) - padding[1]! - padding[3]!,
          (size[1] as number) - padding[0]! - padding[2]!,
        ])
      : null;
    if (shown && !positions.every((p) => containsCoordinate(shown, p))) {
      view.fit(boundingExtent([...positions, toMap(options.center)]), { padding, maxZoom: options.zoom, size });
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
    setPosition(position, zoom = FOUND_POSITION_ZOOM, accuracyM = null) {
      if (marker) marker.setPosition(toMap(position));
      else {
        marker = markerOverlay(position, markerLabel, "position", false);
        map.addOverlay(marker);
      }
      const duration = prefersReducedMotion() ? 0 : 500;
      const circle = accuracy.set(position, accuracyM);
      if (circle) view.fit(circle, { padding: [56, 40, 24, 40], maxZoom: zoom, duration });
      else view.animate({ center: toMap(position), zoom, duration });
    },
    pickCenter() {
      const center = view.getCenter();
      if (center && onPick) onPick(toDegrees(center));
    },
    destroy() {
      stopArranging();
      map.setTarget(undefined);
      map.dispose();
      hint.remove();
    },
  };
}
