/**
 * Where the labelled markers of a map go so that no label hides another, a pin or a cluster
 * badge, and none is cut off at the map's edge: a pure function of the markers' pixel
 * positions, run after each render (client/maps/ol/marker-arranger.ts). Every pin on the
 * map is named (docs/maps.md):
 *
 * - Markers whose pins would overlap (30 × 46 px bodies) join a cluster: the first
 *   (the editor's order) stands for it, with a count badge; the others are hidden until
 *   zooming in separates them.
 * - A label goes to the right of its pin, else to the left, below or above it (centred, or
 *   flush with the pin's side near the map's edges), whichever is first inside the map and
 *   clear of other labels, pins and badges.
 * - A marker whose label fits nowhere joins the cluster of its nearest neighbour (whose
 *   badge then counts it), so no pin is shown without its name.
 */

export interface MarkerBox {
  /** Pixel of the marker's tip (its coordinates) in the map. */
  x: number;
  y: number;
  /** Width of its label in pixels. */
  labelWidth: number;
}

export type LabelSide =
  | "right"
  | "left"
  | "below"
  | "above"
  | "below-right"
  | "below-left"
  | "above-right"
  | "above-left"
  | "hidden";

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface MarkerLayout {
  /** Per marker: the index of the marker that stands for its cluster (itself when it leads). */
  leader: number[];
  /** Per leading marker: how many markers its cluster holds (1: alone). */
  count: number[];
  /** Per marker: where its label goes ("hidden" for members of a cluster). */
  label: LabelSide[];
  /** Per leading marker: the boxes it takes on the map (pin, label, badge), which other labels avoid. */
  boxes: Rect[][];
}

const PIN = { width: 30, height: 46 };
/** Room kept between two pins shown side by side. */
const CLUSTER_GAP = 2;
/** Pins whose tips are closer than this in both directions cluster (their bodies would overlap). */
export const CLUSTER_PX = PIN.width + CLUSTER_GAP;
/** The label box beside the pin's head: 26 px from the tip's x, from 42 px above it, 24 px high (map.css). */
const LABEL = { gap: 26, top: 42, height: 24, below: 4, above: 4 };
/** The count badge at the pin's top right (map.css): 17 px right of the pin's left edge, 6 px above it. */
const BADGE = { left: 2, top: 52, width: 26, height: 20 };
/** Room kept free at the map's edges (zoom buttons at the left, attribution at the bottom). */
const EDGE = 4;
const SIDES = ["right", "left", "below", "above", "below-right", "below-left", "above-right", "above-left"] as const;

export const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function pinRect(m: Pick<MarkerBox, "x" | "y">): Rect {
  return { left: m.x - PIN.width / 2, top: m.y - PIN.height, right: m.x + PIN.width / 2, bottom: m.y };
}

export function badgeRect(m: Pick<MarkerBox, "x" | "y">): Rect {
  const left = m.x + BADGE.left;
  const top = m.y - BADGE.top;
  return { left, top, right: left + BADGE.width, bottom: top + BADGE.height };
}

export function labelRect(m: MarkerBox, side: Exclude<LabelSide, "hidden">): Rect {
  const w = m.labelWidth;
  if (side === "right" || side === "left") {
    const top = m.y - LABEL.top;
    const left = side === "right" ? m.x + LABEL.gap - PIN.width / 2 : m.x - PIN.width / 2 - w - 2;
    return { left, top, right: left + w, bottom: top + LABEL.height };
  }
  const top = side.startsWith("below") ? m.y + LABEL.below : m.y - PIN.height - LABEL.above - LABEL.height;
  // Centred under or over the pin, or flush with its left or right edge (at the map's sides).
  const left = side.endsWith("-right")
    ? m.x - PIN.width / 2
    : side.endsWith("-left")
      ? m.x + PIN.width / 2 - w
      : m.x - w / 2;
  return { left, top, right: left + w, bottom: top + LABEL.height };
}

/** Pins that would overlap (their 30 × 46 px bodies, with CLUSTER_GAP between them) join the first one's cluster. */
function clusters(markers: readonly MarkerBox[]): number[] {
  const leader = markers.map((_, i) => i);
  const apart = (a: MarkerBox, b: MarkerBox) =>
    Math.abs(a.x - b.x) >= PIN.width + CLUSTER_GAP || Math.abs(a.y - b.y) >= PIN.height + CLUSTER_GAP;
  for (let i = 0; i < markers.length; i += 1) {
    const m = markers[i] as MarkerBox;
    const j = leader.findIndex((l, k) => k < i && l === k && !apart(markers[k] as MarkerBox, m));
    if (j >= 0) leader[i] = j;
  }
  return leader;
}

/** The nearest other leading marker, or -1. */
function nearestLeader(markers: readonly MarkerBox[], leader: number[], i: number): number {
  let best = -1;
  let distance = Number.POSITIVE_INFINITY;
  leader.forEach((l, j) => {
    if (l !== j || j === i) return;
    const d = Math.hypot(markers[j]!.x - markers[i]!.x, markers[j]!.y - markers[i]!.y);
    if (d < distance) [best, distance] = [j, d];
  });
  return best;
}

export function layoutMarkers(markers: readonly MarkerBox[], size: { width: number; height: number }): MarkerLayout {
  const leader = clusters(markers);
  const label: LabelSide[] = markers.map(() => "hidden");
  const inside = (r: Rect) =>
    r.left >= EDGE && r.right <= size.width - EDGE && r.top >= EDGE && r.bottom <= size.height - EDGE;
  // Labels are placed one after another; a marker with no free side joins its nearest neighbour and all are placed again.
  for (let attempt = 0; attempt <= markers.length; attempt += 1) {
    const leads = (i: number) => leader[i] === i;
    const counts = markers.map((_, i) => leader.filter((l) => l === i).length);
    const taken: Rect[] = markers.flatMap((m, i) =>
      leads(i) ? [pinRect(m), ...(counts[i]! > 1 ? [badgeRect(m)] : [])] : [],
    );
    const failed = markers.findIndex((m, i) => {
      label[i] = "hidden";
      if (!leads(i)) return false;
      // A label sits against its own pin's head; it never covers another pin, a badge (its own too) or a label.
      const own = pinRect(m);
      const side = SIDES.find((s) => {
        const rect = labelRect(m, s);
        return inside(rect) && !taken.some((t) => overlaps(t, rect) && !sameRect(own, t));
      });
      if (!side) return true;
      label[i] = side;
      taken.push(labelRect(m, side));
      return false;
    });
    const joinTo = failed >= 0 ? nearestLeader(markers, leader, failed) : -1;
    if (joinTo < 0) break;
    for (let k = 0; k < leader.length; k += 1) if (leader[k] === failed) leader[k] = joinTo;
  }
  const count = markers.map((_, i) => leader.filter((l) => l === i).length);
  const boxes = markers.map((m, i) => {
    if (leader[i] !== i) return [];
    const side = label[i] as LabelSide;
    return [pinRect(m), ...(side !== "hidden" ? [labelRect(m, side)] : []), ...(count[i]! > 1 ? [badgeRect(m)] : [])];
  });
  return { leader, count, label, boxes };
}

const sameRect = (a: Rect, b: Rect) =>
  a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom;
