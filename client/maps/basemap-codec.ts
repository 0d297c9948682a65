/**
 * The embedded base map's binary format ("LBM1"), shared by the build (scripts/build-basemap.ts
 * encodes) and the map chunk (decodes). It holds two layers in Web Mercator, already
 * projected, so the browser turns bytes into OpenLayers flat coordinates without a
 * reprojection step:
 *
 *   "LBM1"                    4 bytes, magic and version
 *   gridBits                  varint: the world is a square of 2^gridBits integer units
 *   land                      varint count, then per polygon: varint ring count, then per
 *                             ring: varint point count and its points
 *   borders                   varint count, then per line: varint point count and its points
 *
 * A point is a pair of zigzag varints: its difference from the previous point of the same
 * layer (the first from 0,0). Integer grid units: x grows east from 180° W (and may pass
 * 180° E for shapes across the antimeridian), y grows south from the top of the Mercator
 * square (85.05° N).
 */

export const BASEMAP_MAGIC = "LBM1";

/** Half the side of the Web Mercator (EPSG:3857) square, in metres. */
export const MERCATOR_HALF_WORLD = Math.PI * 6378137;

/** Latitude where Web Mercator's square ends. */
export const MERCATOR_MAX_LAT = 85.0511287798066;

/** A line or ring as a flat list of grid units: x0, y0, x1, y1, … */
export type GridLine = number[];

export interface BasemapGrid {
  gridBits: number;
  /** Polygons of land, each a list of rings (the first outer, then holes). */
  land: GridLine[][];
  /** Land borders between countries (coastlines are the land's own outline). */
  borders: GridLine[];
}

/** Decoded layers, as OpenLayers flat coordinates in EPSG:3857 metres. */
export interface BasemapLayers {
  /** Per polygon: its flat coordinates and the end offset of each ring. */
  land: { coordinates: number[]; ends: number[] }[];
  /** Per border line: its flat coordinates. */
  borders: number[][];
}

/**
 * Longitude and latitude (degrees) to grid units; latitude is clamped to the Mercator
 * square. Longitudes past ±180 (shapes across the antimeridian) stay outside 0..size.
 */
export function toGrid(lng: number, lat: number, gridBits: number): [number, number] {
  const size = 2 ** gridBits;
  const phi = (Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat)) * Math.PI) / 180;
  const x = ((lng + 180) / 360) * size;
  const y = ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * size;
  return [Math.round(x), Math.round(Math.max(0, Math.min(size, y)))];
}

class Writer {
  private bytes: number[] = [];
  private lastX = 0;
  private lastY = 0;

  varint(value: number): void {
    if (!Number.isInteger(value) || value < 0)
      throw new RangeError(`varint must be a non-negative integer, got ${value}`);
    let v = value;
    while (v >= 0x80) {
      this.bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.bytes.push(v);
  }

  private zigzag(value: number): void {
    this.varint(value < 0 ? -2 * value - 1 : 2 * value);
  }

  line(points: GridLine): void {
    if (points.length % 2 !== 0) throw new RangeError("a line needs an even number of values");
    this.varint(points.length / 2);
    for (let i = 0; i < points.length; i += 2) {
      const x = points[i] as number;
      const y = points[i + 1] as number;
      this.zigzag(x - this.lastX);
      this.zigzag(y - this.lastY);
      this.lastX = x;
      this.lastY = y;
    }
  }

  /** Each layer's deltas start again from 0,0. */
  resetOrigin(): void {
    this.lastX = 0;
    this.lastY = 0;
  }

  result(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** Encodes the layers (build time). */
export function encodeBasemap(grid: BasemapGrid): Uint8Array {
  const w = new Writer();
  for (const ch of BASEMAP_MAGIC) w.varint(ch.charCodeAt(0));
  w.varint(grid.gridBits);
  w.varint(grid.land.length);
  for (const polygon of grid.land) {
    w.varint(polygon.length);
    for (const ring of polygon) w.line(ring);
  }
  w.resetOrigin();
  w.varint(grid.borders.length);
  for (const line of grid.borders) w.line(line);
  return w.result();
}

/**
 * Decodes an LBM1 file into EPSG:3857 flat coordinates (in the browser). Throws on a file
 * that is not LBM1 or ends early.
 */
export function decodeBasemap(data: Uint8Array): BasemapLayers {
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let factor = 1;
    for (;;) {
      if (pos >= data.length) throw new Error("basemap data ends early");
      const byte = data[pos++] as number;
      result += (byte & 0x7f) * factor;
      if (byte < 0x80) return result;
      factor *= 0x80;
    }
  };
  const zigzag = (): number => {
    const v = varint();
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  };

  const magic = String.fromCharCode(varint(), varint(), varint(), varint());
  if (magic !== BASEMAP_MAGIC) throw new Error(`not a ${BASEMAP_MAGIC} basemap`);
  const gridBits = varint();
  const unit = (2 * MERCATOR_HALF_WORLD) / 2 ** gridBits;

  let x = 0;
  let y = 0;
  const readLine = (out: number[]): void => {
    const count = varint();
    for (let i = 0; i < count; i += 1) {
      x += zigzag();
      y += zigzag();
      out.push(x * unit - MERCATOR_HALF_WORLD, MERCATOR_HALF_WORLD - y * unit);
    }
  };

  const land: BasemapLayers["land"] = [];
  for (let p = varint(); p > 0; p -= 1) {
    const coordinates: number[] = [];
    const ends: number[] = [];
    for (let r = varint(); r > 0; r -= 1) {
      readLine(coordinates);
      ends.push(coordinates.length);
    }
    land.push({ coordinates, ends });
  }
  x = 0;
  y = 0;
  const borders: number[][] = [];
  for (let l = varint(); l > 0; l -= 1) {
    const line: number[] = [];
    readLine(line);
    borders.push(line);
  }
  if (pos !== data.length) throw new Error("basemap data has trailing bytes");
  return { land, borders };
}
