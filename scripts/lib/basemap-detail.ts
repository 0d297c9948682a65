/**
 * The embedded base map's detail: Natural Earth 1:10m countries (world-atlas) cut into
 * DETAIL_CELL_DEGREES cells, one LBM1 file per cell with land (fill only: the cut edges
 * must not be stroked) and the borders inside it. The map loads the cells in view from
 * zoom DETAIL_MIN_ZOOM on, in place of the 1:50m world file.
 */
import type { MultiLineString, Position } from "geojson";
import { mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { DETAIL_CELL_DEGREES } from "../../client/maps/basemap-files.ts";
import type { BasemapGrid, GridLine } from "../../client/maps/basemap-codec.ts";
import { clipRing, countryShapes } from "../geodata/borders.ts";
import { gridLine, simplifyLine } from "./basemap.ts";

type Ring = [number, number][];

/** Splits a line where it jumps across the antimeridian, so no piece runs across the map. */
function splitLine(line: Position[]): Ring[] {
  const pieces: Ring[] = [[]];
  line.forEach(([x = 0, y = 0], i) => {
    const previous = line[i - 1];
    if (previous && Math.abs(x - (previous[0] ?? 0)) > 180) pieces.push([]);
    (pieces[pieces.length - 1] as Ring).push([x, y]);
  });
  return pieces.filter((p) => p.length >= 2);
}

/** The parts of a line inside a rectangle (segment by segment, Liang–Barsky). */
export function clipLine(line: Ring, x0: number, y0: number, x1: number, y1: number): Ring[] {
  const out: Ring[] = [];
  let current: Ring = [];
  for (let i = 1; i < line.length; i += 1) {
    const [ax, ay] = line[i - 1] as [number, number];
    const [bx, by] = line[i] as [number, number];
    let t0 = 0;
    let t1 = 1;
    const dx = bx - ax;
    const dy = by - ay;
    let visible = true;
    for (const [p, q] of [
      [-dx, ax - x0],
      [dx, x1 - ax],
      [-dy, ay - y0],
      [dy, y1 - ay],
    ] as const) {
      if (p === 0) {
        if (q < 0) visible = false;
      } else {
        const t = q / p;
        if (p < 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
      }
    }
    if (!visible || t0 > t1) {
      if (current.length > 1) out.push(current);
      current = [];
      continue;
    }
    const start: [number, number] = [ax + t0 * dx, ay + t0 * dy];
    const end: [number, number] = [ax + t1 * dx, ay + t1 * dy];
    if (current.length === 0) current.push(start);
    current.push(end);
    if (t1 < 1) {
      out.push(current);
      current = [];
    }
  }
  if (current.length > 1) out.push(current);
  return out;
}

export interface DetailOptions {
  gridBits: number;
  tolerance: number;
}

/** Cell key "row_column" (rows from the equator, columns from the prime meridian) → its layers. */
export function detailCells(
  topology: Topology,
  numericToAlpha2: (numeric: string) => string | undefined,
  options: DetailOptions,
): Map<string, BasemapGrid> {
  const size = DETAIL_CELL_DEGREES;
  const cells = new Map<string, BasemapGrid>();
  const cellOf = (key: string) => {
    let grid = cells.get(key);
    if (!grid) {
      grid = { gridBits: options.gridBits, land: [], borders: [] };
      cells.set(key, grid);
    }
    return grid;
  };
  const toGridLine = (ring: Ring) => simplifyLine(gridLine(ring, options.gridBits), options.tolerance);

  const { polygons } = countryShapes(topology, numericToAlpha2);
  for (const [code, list] of polygons) {
    if (code === "AQ") continue; // the map stops at 85° S; Antarctica's coast is in the world file
    for (const polygon of list) {
      const outer = polygon[0] as Ring;
      const xs = outer.map((p) => p[0]);
      const ys = outer.map((p) => p[1]);
      for (let row = Math.floor(Math.min(...ys) / size); row <= Math.floor(Math.max(...ys) / size); row += 1) {
        for (
          let column = Math.floor(Math.min(...xs) / size);
          column <= Math.floor(Math.max(...xs) / size);
          column += 1
        ) {
          if (column < -180 / size || column >= 180 / size) continue;
          const [x0, y0, x1, y1] = [column * size, row * size, (column + 1) * size, (row + 1) * size];
          const clippedOuter = clipRing(outer, x0, y0, x1, y1);
          if (clippedOuter.length < 3) continue;
          const rings = [
            clippedOuter,
            ...polygon
              .slice(1)
              .map((ring) => clipRing(ring, x0, y0, x1, y1))
              .filter((ring) => ring.length >= 3),
          ];
          const grid = rings.map((ring) => toGridLine([...ring, ring[0] as [number, number]]));
          // A ring needs at least 3 distinct points and its closing one; the outer ring comes first.
          if ((grid[0] as GridLine).length < 8) continue;
          cellOf(`${row}_${column}`).land.push(grid.filter((line) => line.length >= 8));
        }
      }
    }
  }

  const countries = topology.objects.countries as GeometryCollection;
  const borders: MultiLineString = mesh(topology, countries, (a, b) => a !== b);
  for (const line of borders.coordinates.flatMap(splitLine)) {
    const xs = line.map((p) => p[0]);
    const ys = line.map((p) => p[1]);
    for (let row = Math.floor(Math.min(...ys) / size); row <= Math.floor(Math.max(...ys) / size); row += 1) {
      for (let column = Math.floor(Math.min(...xs) / size); column <= Math.floor(Math.max(...xs) / size); column += 1) {
        for (const piece of clipLine(line, column * size, row * size, (column + 1) * size, (row + 1) * size)) {
          const grid: GridLine = toGridLine(piece);
          if (grid.length >= 4) cellOf(`${row}_${column}`).borders.push(grid);
        }
      }
    }
  }
  return cells;
}
