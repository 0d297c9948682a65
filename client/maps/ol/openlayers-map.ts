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
import { ENGLISH_MAP_WORDS } from "../map-words.ts";
import { accuracyCircle } from "./accuracy-circle.ts";
import { baseLayer } from "./base-layers.ts";
import { mapControls } from "./controls.ts";
import { mapInteractions } from "./gestures.ts";
import { exposeLabelBoxes } from "./label-boxes.ts";
import { labelObstacles } from "./label-obstacles.ts";
import { arrangeMarkers } from "./marker-arranger.ts";
import { markerOverlay, pointOverlays, renameMarker } from "./markers.ts";

const toMap = (position: LatLng) => fromLonLat([position.lng, position.lat]);
const toDegrees = (coordinate: number[]): LatLng => {
  const [lng = 0, lat = 0] = toLonLat(coordinate);
  // Panning across the antimeridian wraps the world: bring the longitude back to ±180.
  return { lat, lng: ((((lng + 180) % 360) + 360) % 360) - 180 };
};

function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Room for the 46 px pins above their tips, the zoom buttons at the left and labels at the sides. */
const FIT_PADDING = [64, 56, 36, 56];
const CIRCLE_PADDING = [56, 40, 24, 40];

/** The editor's centre and zoom stand, unless a point would be off the map or under its edge (or fitPoints asks to fit them). */
function fitPositions(map: OlMap, view: View, options: CreateMapOptions): void {
  const points = options.points ?? [];
  const positions = [...(options.marker ? [options.marker] : []), ...points.map((p) => p.position)].map(toMap);
  const size = map.getSize();
  if (options.fitPoints && positions.length > 1) {
    view.fit(boundingExtent(positions), { padding: FIT_PADDING, maxZoom: options.zoom, size });
    return;
  }
  if (positions.length === 0 || !size) return;
  const [top, right, bottom, left] = FIT_PADDING as [number, number, number, number];
  const shown = view.calculateExtent([(size[0] as number) - right - left, (size[1] as number) - top - bottom]);
  if (!positions.every((p) => containsCoordinate(shown, p))) {
    view.fit(boundingExtent([...positions, toMap(options.center)]), {
      padding: FIT_PADDING,
      maxZoom: options.zoom,
      size,
    });
  }
}

/**
 * Draws a map into `target` (which should be empty and sized by CSS). Every marker shows its
 * name beside its pin (the position marker too), laid out so that no label covers another
 * and the base map's names go around them (marker-arranger.ts, label-obstacles.ts); the
 * element gets the label layout's test hook (label-boxes.ts).
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
  // Place names that would be cut at the map's edge are left out (docs/maps.md); the map is created just below.
  let created: OlMap | null = null;
  const fits = (coordinate: number[], width: number, height: number) => {
    const pixel = created?.getPixelFromCoordinate(coordinate);
    const size = created?.getSize();
    if (!pixel || !size) return true;
    const [x, y] = pixel as [number, number];
    return (
      x - width / 2 >= 0 &&
      x + width / 2 <= (size[0] as number) &&
      y - height / 2 >= 0 &&
      y + height / 2 <= (size[1] as number)
    );
  };
  const words = options.words ?? ENGLISH_MAP_WORDS;
  const base = baseLayer(
    options.tiles,
    (options.points ?? []).map((p) => p.label),
    fits,
    words.credit,
  );
  const view = new View({
    center: toMap(options.center),
    zoom: options.zoom,
    minZoom: MIN_ZOOM,
    maxZoom: options.tiles ? MAX_ZOOM : EMBEDDED_MAX_ZOOM,
    enableRotation: false,
  });
  const accuracy = accuracyCircle();
  const obstacles = labelObstacles();
  const map = new OlMap({
    target,
    view,
    layers: [...base.layers, accuracy.layer, obstacles.layer],
    controls: mapControls(words),
    interactions: mapInteractions(options.greedyGestures === true, hint, words),
    keyboardEventTarget: options.keyboardTarget ?? target,
  });
  created = map;
  // OpenLayers keeps drawn names while panning: once the view rests, they are chosen again for the new edges.
  if (base.relabel) map.on("moveend", base.relabel);
  target.append(hint);

  const startCircle = accuracy.set(options.marker, options.accuracyM);
  if (startCircle) view.fit(startCircle, { padding: CIRCLE_PADDING, maxZoom: options.zoom, size: map.getSize() });
  const markerLabel = options.markerLabel ?? "Position";
  let marker = options.marker ? markerOverlay(options.marker, markerLabel, "position", true) : null;
  const overlays = [...(marker ? [marker] : []), ...pointOverlays(options.points ?? [])];
  for (const overlay of overlays) map.addOverlay(overlay);
  const arranger = arrangeMarkers(map, overlays, obstacles.set);
  const stopHook = exposeLabelBoxes(map, target, arranger.boxes);
  fitPositions(map, view, options);

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
    setPosition(position, zoom = FOUND_POSITION_ZOOM, accuracyM = null, label) {
      if (marker) {
        marker.setPosition(toMap(position));
        if (label) renameMarker(marker, label);
      } else {
        marker = markerOverlay(position, label ?? markerLabel, "position", true);
        map.addOverlay(marker);
        arranger.add(marker);
      }
      const duration = prefersReducedMotion() ? 0 : 500;
      const circle = accuracy.set(position, accuracyM);
      if (circle) view.fit(circle, { padding: CIRCLE_PADDING, maxZoom: zoom, duration });
      else view.animate({ center: toMap(position), zoom, duration });
    },
    pickCenter() {
      const center = view.getCenter();
      if (center && onPick) onPick(toDegrees(center));
    },
    destroy() {
      arranger.stop();
      stopHook();
      map.setTarget(undefined);
      map.dispose();
      hint.remove();
    },
  };
}
