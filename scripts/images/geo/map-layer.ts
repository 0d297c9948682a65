import { simplifyLine } from "../../lib/basemap.ts";
import { PALETTE } from "../palette.ts";
import { el, pathData } from "../svg.ts";
import { clipRing } from "../../geodata/borders.ts";
import type { MapFrame } from "./frame.ts";
import type { Bbox, Town, World } from "./world.ts";

export interface CountriesOptions {
  /** Countries the picture is about: drawn lighter, with a stronger border. */
  focus?: ReadonlySet<string>;
  land?: string;
  focusLand?: string;
  border?: string;
  focusBorder?: string;
  /** Simplification in picture pixels. */
  tolerance?: number;
}

function ringArea(points: readonly Point[]): number {
  let area = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [x0, y0] = points[i] as Point;
    const [x1, y1] = points[(i + 1) % points.length] as Point;
    area += x0 * y1 - x1 * y0;
  }
  return Math.abs(area / 2);
}

type Point = readonly [number, number];

const bboxes = new WeakMap<object, Bbox>();

/** A polygon's box, computed once per build. */
function polygonBbox(polygon: readonly [number, number][][]): Bbox {
  let box = bboxes.get(polygon);
  if (!box) {
    box = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [lng, lat] of polygon[0] ?? [])
      box = [Math.min(box[0], lng), Math.min(box[1], lat), Math.max(box[2], lng), Math.max(box[3], lat)];
    bboxes.set(polygon, box);
  }
  return box;
}

/** The path data of one country in the frame: rings projected, clipped, simplified; tiny islands dropped. */
function countryPath(polygons: readonly [number, number][][][], frame: MapFrame, tolerance: number): string {
  const margin = 12;
  let d = "";
  for (const polygon of polygons) {
    for (const ring of polygon) {
      const projected = ring.map(([lng, lat]) => frame.project(lng, lat));
      const clipped = clipRing(projected, -margin, -margin, frame.width + margin, frame.height + margin);
      if (clipped.length < 3) continue;
      const flat = simplifyLine(clipped.flat(), tolerance);
      const points: Point[] = [];
      for (let i = 0; i < flat.length; i += 2) points.push([flat[i] as number, flat[i + 1] as number]);
      if (points.length < 3 || ringArea(points) < 2) continue;
      d += pathData(points, true);
    }
  }
  return d;
}

/** Land and borders of every country in the frame, the focus countries highlighted. */
export function countriesLayer(frame: MapFrame, world: World, options: CountriesOptions = {}): string {
  const { focus = new Set<string>(), tolerance = 0.8 } = options;
  const [w, s, e, n] = frame.bbox;
  let others = "";
  let focused = "";
  for (const [code, polygons] of world.polygons) {
    const visible = polygons.filter((polygon) => {
      const [pw, ps, pe, pn] = polygonBbox(polygon);
      return pe >= w - 2 && pw <= e + 2 && pn >= s - 2 && ps <= n + 2;
    });
    if (visible.length === 0) continue;
    const d = countryPath(visible, frame, tolerance);
    if (focus.has(code)) focused += d;
    else others += d;
  }
  return [
    others &&
      el("path", {
        d: others,
        fill: options.land ?? PALETTE.land,
        stroke: options.border ?? PALETTE.border,
        "stroke-width": 1,
        "stroke-linejoin": "round",
      }),
    focused &&
      el("path", {
        d: focused,
        fill: options.focusLand ?? PALETTE.landFocus,
        stroke: options.focusBorder ?? PALETTE.accent,
        "stroke-width": 1.6,
        "stroke-linejoin": "round",
      }),
  ].join("");
}

/** Towns of `countries` inside the frame, most populous first (at most `limit`). */
export function townsInFrame(
  frame: MapFrame,
  world: World,
  countries: ReadonlySet<string> | null,
  limit: number,
  inset = 24,
): Town[] {
  const out: Town[] = [];
  for (const town of world.towns) {
    if (countries && !countries.has(town.country)) continue;
    const [x, y] = frame.project(town.lng, town.lat);
    if (x < inset || y < inset || x > frame.width - inset || y > frame.height - inset) continue;
    // Keep towns apart so that their dots and labels do not pile up.
    if (
      out.some((other) => {
        const [ox, oy] = frame.project(other.lng, other.lat);
        return Math.hypot(ox - x, oy - y) < 34;
      })
    )
      continue;
    out.push(town);
    if (out.length >= limit) break;
  }
  return out;
}
