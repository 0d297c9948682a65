import type { Bbox } from "./world.ts";

/** A picture's window on the world: Web Mercator scaled so that a box fills it. */
export interface MapFrame {
  width: number;
  height: number;
  /** Picture coordinates of a longitude and latitude. */
  project(lng: number, lat: number): [number, number];
  /** The longitudes and latitudes the picture shows (a little more than asked, to keep the aspect). */
  bbox: Bbox;
}

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, lat)) * Math.PI) / 360));
const latitudeOf = (y: number) => (Math.atan(Math.exp(y)) * 360) / Math.PI - 90;
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * The frame that shows `bbox` (with `padding` as a share of its size around it) centred in
 * a picture of `width` × `height`.
 */
export function mercatorFrame(bbox: Bbox, width: number, height: number, padding = 0.08): MapFrame {
  const [w, s, e, n] = bbox;
  let x0 = rad(w);
  let x1 = rad(e);
  let y0 = mercatorY(s);
  let y1 = mercatorY(n);
  const padX = (x1 - x0) * padding;
  const padY = (y1 - y0) * padding;
  [x0, x1, y0, y1] = [x0 - padX, x1 + padX, y0 - padY, y1 + padY];
  // Widen the narrower side so that the box keeps the picture's aspect.
  const scale = Math.min(width / (x1 - x0), height / (y1 - y0));
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const halfX = width / scale / 2;
  const halfY = height / scale / 2;
  const project = (lng: number, lat: number): [number, number] => [
    (rad(lng) - cx) * scale + width / 2,
    height / 2 - (mercatorY(lat) - cy) * scale,
  ];
  const deg = (r: number) => (r * 180) / Math.PI;
  return {
    width,
    height,
    project,
    bbox: [deg(cx - halfX), latitudeOf(cy - halfY), deg(cx + halfX), latitudeOf(cy + halfY)],
  };
}
