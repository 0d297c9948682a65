/**
 * Where the labelled markers of a map go so that none hides another and no label is cut
 * off at the map's edge: a pure function of the markers' pixel positions, run after each
 * render (client/maps/ol/marker-arranger.ts).
 *
 * - Markers whose pins would overlap (tips closer than CLUSTER_PX) join a cluster: the first
 *   (the editor's order) stands for it, with a count; the others are hidden until zooming
 *   in separates them.
 * - A label goes to the right of its pin; if it would run past the map's edge or over
 *   another label or pin, it goes to the left; if neither side is free, it is hidden (the
 *   place is still named in the list under the map and by its marker's accessible name).
 */

export interface MarkerBox {
  /** Pixel of the marker's tip (its coordinates) in the map. */
  x: number;
  y: number;
  /** Width of its label in pixels. */
  labelWidth: number;
}

export type LabelSide = "right" | "left" | "hidden";

export interface MarkerLayout {
  /** Per marker: the index of the marker that stands for its cluster (itself when it leads). */
  leader: number[];
  /** Per leading marker: how many markers its cluster holds (1: alone). */
  count: number[];
  /** Per marker: where its label goes ("hidden" for members of a cluster). */
  label: LabelSide[];
}

/** Pins closer than this (their 30 × 46 px bodies would overlap) cluster. */
export const CLUSTER_PX = 28;
const PIN = { width: 30, height: 46 };
/** The label box sits beside the pin's head: 26 px from the tip's x, from 42 px above it, 24 px high (map.css). */
const LABEL = { gap: 26, top: 42, height: 24 };
/** Room kept free at the map's edges (zoom buttons at the left, attribution at the bottom). */
const EDGE = 4;

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function pinRect(m: MarkerBox): Rect {
  return { left: m.x - PIN.width / 2, top: m.y - PIN.height, right: m.x + PIN.width / 2, bottom: m.y };
}

function labelRect(m: MarkerBox, side: "right" | "left"): Rect {
  const top = m.y - LABEL.top;
  if (side === "right")
    return {
      left: m.x + LABEL.gap - PIN.width / 2,
      top,
      right: m.x + LABEL.gap - PIN.width / 2 + m.labelWidth,
      bottom: top + LABEL.height,
    };
  return {
    left: m.x - PIN.width / 2 - m.labelWidth - 2,
    top,
    right: m.x - PIN.width / 2 - 2,
    bottom: top + LABEL.height,
  };
}

export function layoutMarkers(markers: readonly MarkerBox[], size: { width: number; height: number }): MarkerLayout {
  const leader = markers.map((_, i) => i);
  const count = markers.map(() => 1);
  for (let i = 0; i < markers.length; i += 1) {
    const m = markers[i] as MarkerBox;
    for (let j = 0; j < i; j += 1) {
      if (leader[j] !== j) continue;
      const lead = markers[j] as MarkerBox;
      if (Math.hypot(lead.x - m.x, lead.y - m.y) < CLUSTER_PX) {
        leader[i] = j;
        count[j] = (count[j] as number) + 1;
        break;
      }
    }
  }
  const label: LabelSide[] = markers.map(() => "hidden");
  const pins = markers.map((m, i) => (leader[i] === i ? pinRect(m) : null));
  const labels: Rect[] = [];
  const inside = (r: Rect) =>
    r.left >= EDGE && r.right <= size.width - EDGE && r.top >= EDGE && r.bottom <= size.height - EDGE;
  markers.forEach((m, i) => {
    if (leader[i] !== i) return;
    for (const side of ["right", "left"] as const) {
      const rect = labelRect(m, side);
      const free =
        !labels.some((t) => overlaps(t, rect)) &&
        !pins.some((pin, j) => pin !== null && j !== i && overlaps(pin, rect));
      if (inside(rect) && free) {
        label[i] = side;
        labels.push(rect);
        return;
      }
    }
  });
  return { leader, count, label };
}
