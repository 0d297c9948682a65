import type { Feature, MultiLineString, MultiPolygon, Polygon, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { toGrid, type BasemapGrid, type GridLine } from "../../client/maps/basemap-codec.ts";

export interface BasemapOptions {
  /** The world is 2^gridBits units wide (20 → about 38 m at the equator). */
  gridBits: number;
  /** Douglas-Peucker tolerance in grid units; 0 keeps every point. */
  tolerance: number;
}

/** Perpendicular distance of point p from the segment a–b, in grid units. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Douglas-Peucker simplification of a flat grid line; keeps both ends. */
export function simplifyLine(line: GridLine, tolerance: number): GridLine {
  const n = line.length / 2;
  if (tolerance <= 0 || n <= 2) return line.slice();
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const stack: [number, number][] = [[0, n - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let max = tolerance;
    for (let i = first + 1; i < last; i += 1) {
      const d = segmentDistance(
        line[2 * i] as number,
        line[2 * i + 1] as number,
        line[2 * first] as number,
        line[2 * first + 1] as number,
        line[2 * last] as number,
        line[2 * last + 1] as number,
      );
      if (d > max) {
        max = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  const out: GridLine = [];
  for (let i = 0; i < n; i += 1) if (keep[i]) out.push(line[2 * i] as number, line[2 * i + 1] as number);
  return out;
}

/** A longitude difference brought into -180..180: the short way round. */
function shortDelta(delta: number): number {
  return delta > 180 ? delta - 360 : delta < -180 ? delta + 360 : delta;
}

/**
 * Makes longitudes continuous across the antimeridian (179, 181 instead of 179, -179), so
 * a shape that crosses it (Chukotka, Fiji) is not drawn across the whole map; its part
 * past 180° shows in the map's next world copy. A ring that goes once around a pole
 * (Antarctica) is closed along that pole, which makes it a plain polygon in Mercator.
 */
export function unwrapLongitudes(positions: Position[], ring: boolean): Position[] {
  const out: Position[] = [];
  let lng = 0;
  for (const [i, position] of positions.entries()) {
    const [rawLng, lat] = position as [number, number];
    lng = i === 0 ? rawLng : lng + shortDelta(rawLng - ((positions[i - 1] as Position)[0] as number));
    out.push([lng, lat]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (ring && first && last && Math.abs((last[0] as number) - (first[0] as number)) > 180) {
    const meanLat = out.reduce((sum, p) => sum + (p[1] as number), 0) / out.length;
    const pole = meanLat < 0 ? -90 : 90;
    out.push([last[0] as number, pole], [first[0] as number, pole], [first[0] as number, first[1] as number]);
  }
  return out;
}

/** Projects a line to grid units and drops points that land on the same unit as the previous one. */
export function gridLine(positions: Position[], gridBits: number): GridLine {
  const out: GridLine = [];
  for (const position of positions) {
    const [x, y] = toGrid(position[0] as number, position[1] as number, gridBits);
    if (out.length > 0 && out[out.length - 2] === x && out[out.length - 1] === y) continue;
    out.push(x, y);
  }
  return out;
}

/**
 * Natural Earth countries (world-atlas TopoJSON) to the base map's two layers: land
 * polygons (the merged "land" object) and the borders between countries (arcs shared by
 * two different countries, so coastlines are not drawn twice).
 */
export function basemapFromTopology(topology: Topology, options: BasemapOptions): BasemapGrid {
  const { gridBits, tolerance } = options;
  const land = feature(topology, topology.objects.land as GeometryCollection) as unknown as
    | Feature<Polygon | MultiPolygon>
    | { type: "FeatureCollection"; features: Feature<Polygon | MultiPolygon>[] };
  const landFeatures = "features" in land ? land.features : [land];
  const polygons: GridLine[][] = [];
  for (const f of landFeatures) {
    const parts = f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates;
    for (const part of parts) {
      const rings = part
        .map((ring) => simplifyLine(gridLine(unwrapLongitudes(ring, true), gridBits), tolerance))
        .filter((ring) => ring.length >= 8); // a ring needs at least 3 distinct points and its closing one
      if (rings.length > 0 && (rings[0] as GridLine).length >= 8) polygons.push(rings);
    }
  }

  const countries = topology.objects.countries as GeometryCollection;
  const borderMesh: MultiLineString = mesh(topology, countries, (a, b) => a !== b);
  const borders = borderMesh.coordinates
    .map((line) => simplifyLine(gridLine(unwrapLongitudes(line, false), gridBits), tolerance))
    .filter((line) => line.length >= 4);
  return { gridBits, land: polygons, borders };
}
