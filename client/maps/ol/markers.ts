import Overlay from "ol/Overlay.js";
import { fromLonLat } from "ol/proj.js";
import type { LatLng } from "../lat-lng.ts";
import type { MapPoint } from "../map-types.ts";
import { PIN_SVG } from "../marker-svg.ts";

export type MarkerKind = "position" | "destination" | "poi";

/**
 * A marker as an overlay element: the 30 × 46 px pin positioned "bottom-center", so its
 * tip is on the coordinates, with its label beside the pin (every pin is named, docs/maps.md).
 * Markers let pointer events through, so dragging over one still pans the map.
 */
export function markerOverlay(position: LatLng, label: string, kind: MarkerKind, showLabel: boolean): Overlay {
  const element = document.createElement("div");
  element.className = `map-marker map-marker--${kind}`;
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", label);
  element.dataset.name = label;
  element.innerHTML = PIN_SVG;
  if (showLabel) {
    const text = document.createElement("span");
    text.className = "map-marker__label";
    text.setAttribute("aria-hidden", "true");
    text.textContent = label;
    element.append(text);
  }
  return new Overlay({
    element,
    position: fromLonLat([position.lng, position.lat]),
    positioning: "bottom-center",
    stopEvent: false,
    className: "map-marker-container",
  });
}

/** Renames a marker: its accessible name and its label (the arranger reads `data-name`). */
export function renameMarker(overlay: Overlay, label: string): void {
  const element = overlay.getElement() as HTMLElement;
  element.dataset.name = label;
  element.setAttribute("aria-label", label);
  const text = element.querySelector(".map-marker__label");
  if (text) text.textContent = label;
}

export function pointOverlays(points: readonly MapPoint[]): Overlay[] {
  return points.map((point) => markerOverlay(point.position, point.label, point.kind ?? "poi", true));
}
