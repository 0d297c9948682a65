/**
 * Country borders for "which country is this point in": Natural Earth's admin-0 polygons,
 * clipped to a grid of BORDER_CELL_DEGREES cells so that a lookup reads one small file.
 * A cell that one country covers whole is stored as its code alone.
 */
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { Topology } from "topojson-specification";
import { BORDER_CELL_DEGREES, BORDER_SCALE, type BorderCellFile } from "../../worker/localities/embedded/format.ts";

type Ring = [number, number][];

/**
 * Natural Earth features without an ISO numeric code. Northern Cyprus and Somaliland are
 * coded as the countries ISO 3166 places them in; the Australian Indian Ocean Territories
 * (two ISO codes in one feature) and the Siachen Glacier (disputed) stay uncoded, so a point
 * there takes the nearest town's country.
 */
const UNCODED_FEATURES: Record<string, string | null> = {
  Kosovo: "XK",
  "N. Cyprus": "CY",
  Somaliland: "SO",
  "Indian Ocean Ter.": null,
  "Siachen Glacier": null,
};

export interface CountryShapes {
  /** Per alpha-2 code, its polygons (outer ring first, then holes). */
  polygons: Map<string, Ring[][]>;
  uncoded: string[];
}

export function countryShapes(
  topology: unknown,
  numericToAlpha2: (numeric: string) => string | undefined,
): CountryShapes {
  const topo = topology as Topology;
  const object = topo.objects.countries;
  if (!object) throw new Error("world-atlas: no countries object");
  const collection = feature(topo, object) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
  const polygons = new Map<string, Ring[][]>();
  const uncoded: string[] = [];
  for (const country of collection.features as Feature<Polygon | MultiPolygon, { name: string }>[]) {
    const name = country.properties.name;
    const code = country.id !== undefined ? numericToAlpha2(String(country.id)) : (UNCODED_FEATURES[name] ?? undefined);
    if (!code || !country.geometry) {
      uncoded.push(name);
      continue;
    }
    const parts = country.geometry.type === "Polygon" ? [country.geometry.coordinates] : country.geometry.coordinates;
    const list = polygons.get(code) ?? [];
    for (const part of parts) {
      const polygon = part.map((ring: Position[]) => ring.map(([x, y]) => [x ?? 0, y ?? 0] as [number, number]));
      list.push(...splitAtAntimeridian(code, polygon));
    }
    polygons.set(code, list);
  }
  return { polygons, uncoded };
}

/**
 * A polygon whose rings jump from +180 to -180 (Fiji, Chukotka, Wrangel Island) is drawn
 * across the whole map in plain longitude. It is unwrapped to 0..360 and also given shifted
 * by -360; clipping to grid cells (which span -180..180) then keeps the right half of each.
 * Antarctica's rings go round the pole and are already right in plain longitude.
 */
function splitAtAntimeridian(code: string, polygon: Ring[]): Ring[][] {
  const crosses = polygon.some((ring) =>
    ring.some((p, i) => i > 0 && Math.abs(p[0] - (ring[i - 1] as [number, number])[0]) > 180),
  );
  if (!crosses || code === "AQ") return [polygon];
  const east = polygon.map((ring) => ring.map(([x, y]) => [x < 0 ? x + 360 : x, y] as [number, number]));
  const west = east.map((ring) => ring.map(([x, y]) => [x - 360, y] as [number, number]));
  return [east, west];
}

function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    sum += (xj + xi) * (yj - yi);
  }
  return sum / 2;
}

/** Centre (area centroid) of a country's largest outer ring, as [lat, lng]: its GEOMETRIC_CENTER. */
export function largestPolygonCentre(polygons: Ring[][]): [number, number] | null {
  let best: Ring | null = null;
  let bestArea = 0;
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (!outer) continue;
    const area = Math.abs(signedArea(outer));
    if (area > bestArea) [best, bestArea] = [outer, area];
  }
  if (!best) return null;
  let cx = 0;
  let cy = 0;
  let a = 0;
  for (let i = 0, j = best.length - 1; i < best.length; j = i, i += 1) {
    const [xi, yi] = best[i] as [number, number];
    const [xj, yj] = best[j] as [number, number];
    const cross = xj * yi - xi * yj;
    a += cross;
    cx += (xj + xi) * cross;
    cy += (yj + yi) * cross;
  }
  if (a === 0) return null;
  const lng = cx / (3 * a);
  // An unwrapped polygon (see splitAtAntimeridian) may have its centre past 180.
  return [Number((cy / (3 * a)).toFixed(4)), Number((lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng).toFixed(4))];
}

/** Sutherland–Hodgman against one half-plane. */
function clipEdge(
  ring: Ring,
  inside: (p: [number, number]) => boolean,
  cut: (a: [number, number], b: [number, number]) => [number, number],
): Ring {
  const out: Ring = [];
  for (let i = 0; i < ring.length; i += 1) {
    const current = ring[i] as [number, number];
    const previous = ring[(i + ring.length - 1) % ring.length] as [number, number];
    if (inside(current)) {
      if (!inside(previous)) out.push(cut(previous, current));
      out.push(current);
    } else if (inside(previous)) {
      out.push(cut(previous, current));
    }
  }
  return out;
}

/**
 * A ring clipped to a rectangle. For a concave ring the result may run along the rectangle's
 * edge and back; the even-odd test the Worker uses is not affected inside the cell.
 */
export function clipRing(ring: Ring, x0: number, y0: number, x1: number, y1: number): Ring {
  const atX =
    (x: number) =>
    (a: [number, number], b: [number, number]): [number, number] => [
      x,
      a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]),
    ];
  const atY =
    (y: number) =>
    (a: [number, number], b: [number, number]): [number, number] => [
      a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]),
      y,
    ];
  let out = ring;
  out = clipEdge(out, (p) => p[0] >= x0, atX(x0));
  out = clipEdge(out, (p) => p[0] <= x1, atX(x1));
  out = clipEdge(out, (p) => p[1] >= y0, atY(y0));
  out = clipEdge(out, (p) => p[1] <= y1, atY(y1));
  return out;
}

/** Integer units, consecutive duplicates dropped, then delta-encoded: x0, y0, dx1, dy1, … */
function encodeRing(ring: Ring): number[] | null {
  const points: [number, number][] = [];
  for (const [x, y] of ring) {
    const p: [number, number] = [Math.round(x * BORDER_SCALE), Math.round(y * BORDER_SCALE)];
    const last = points[points.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) points.push(p);
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (first && last && points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop();
  if (points.length < 3 || signedArea(points) === 0) return null;
  const flat: number[] = [];
  let [px, py] = [0, 0];
  for (const [x, y] of points) {
    flat.push(x - px, y - py);
    [px, py] = [x, y];
  }
  return flat;
}

function bbox(ring: Ring): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  return [x0, y0, x1, y1];
}

/** Border cells keyed "row_column" (row from latitude, column from longitude). */
export function borderCells(polygons: Map<string, Ring[][]>): Map<string, BorderCellFile> {
  const d = BORDER_CELL_DEGREES;
  const cells = new Map<string, Map<string, number[][]>>();
  for (const [code, list] of polygons) {
    for (const polygon of list) {
      const outer = polygon[0];
      if (!outer) continue;
      const [bx0, by0, bx1, by1] = bbox(outer);
      for (
        let row = Math.max(Math.floor(by0 / d), -90 / d);
        row <= Math.min(Math.floor(by1 / d), 90 / d - 1);
        row += 1
      ) {
        for (
          let column = Math.max(Math.floor(bx0 / d), -180 / d);
          column <= Math.min(Math.floor(bx1 / d), 180 / d - 1);
          column += 1
        ) {
          const [x0, y0] = [column * d, row * d];
          const rings = polygon
            .map((ring) => encodeRing(clipRing(ring, x0, y0, x0 + d, y0 + d)))
            .filter((r): r is number[] => r !== null);
          if (rings.length === 0) continue;
          const key = `${row}_${column}`;
          const cell = cells.get(key) ?? new Map<string, number[][]>();
          cell.set(code, [...(cell.get(code) ?? []), ...rings]);
          cells.set(key, cell);
        }
      }
    }
  }
  const files = new Map<string, BorderCellFile>();
  const fullArea = (d * BORDER_SCALE) ** 2;
  for (const [key, cell] of cells) {
    const entries = [...cell.entries()];
    const only = entries.length === 1 ? entries[0] : undefined;
    if (only && only[1].length === 1 && Math.abs(Math.abs(decodedArea(only[1][0] as number[])) - fullArea) < 1) {
      files.set(key, { full: only[0] });
    } else {
      files.set(key, { parts: entries });
    }
  }
  return files;
}

function decodedArea(flat: number[]): number {
  const ring: Ring = [];
  let [x, y] = [0, 0];
  for (let i = 0; i + 1 < flat.length; i += 2) {
    x += flat[i] as number;
    y += flat[i + 1] as number;
    ring.push([x, y]);
  }
  return signedArea(ring);
}
