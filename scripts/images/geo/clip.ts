/** Clipping of rings to a rectangle (Sutherland–Hodgman), so maps keep only what is in view. */

export type Point = readonly [number, number];
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function clipEdge(points: Point[], inside: (p: Point) => boolean, cross: (a: Point, b: Point) => Point): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < points.length; i += 1) {
    const current = points[i] as Point;
    const previous = points[(i + points.length - 1) % points.length] as Point;
    if (inside(current)) {
      if (!inside(previous)) out.push(cross(previous, current));
      out.push(current);
    } else if (inside(previous)) {
      out.push(cross(previous, current));
    }
  }
  return out;
}

const atX = (x: number) => (a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
const atY = (y: number) => (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];

/**
 * The part of a closed ring inside `rect` (a ring that leaves and re-enters runs along
 * the rectangle's edge, which lies outside the picture when the rectangle has a margin).
 * @example clipRing([[-5, 5], [5, 5], [5, 15]], { x0: 0, y0: 0, x1: 10, y1: 10 }).length // 4
 */
export function clipRing(ring: readonly Point[], rect: Rect): Point[] {
  let points = [...ring];
  points = clipEdge(points, (p) => p[0] >= rect.x0, atX(rect.x0));
  points = clipEdge(points, (p) => p[0] <= rect.x1, atX(rect.x1));
  points = clipEdge(points, (p) => p[1] >= rect.y0, atY(rect.y0));
  points = clipEdge(points, (p) => p[1] <= rect.y1, atY(rect.y1));
  return points;
}
