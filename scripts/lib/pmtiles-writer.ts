/**
 * Writes a PMTiles v3 archive (the format the `pmtiles` reader and ol maps read; format:
 * github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md): a 127-byte header, one root
 * directory (no leaf directories: fine up to a few thousand tiles) and the tile data,
 * uncompressed, with identical tiles stored once. Pure: runs in Node and in workerd.
 */
import { zxyToTileId } from "pmtiles";

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

export interface ArchiveOptions {
  /** PMTiles tile type: 1 MVT, 2 PNG, 3 JPEG, 4 WebP, 5 AVIF. */
  tileType: number;
  metadata: Record<string, unknown>;
  /** [west, south, east, north] in degrees. */
  bounds?: [number, number, number, number];
}

const HEADER_BYTES = 127;
const COMPRESSION_NONE = 1;

function varint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

/** A directory as PMTiles v3 encodes it: counts, then id deltas, run lengths, lengths, offsets. */
function encodeDirectory(entries: Entry[]): Uint8Array {
  const out: number[] = [];
  varint(out, entries.length);
  let last = 0;
  for (const e of entries) {
    varint(out, e.tileId - last);
    last = e.tileId;
  }
  for (const e of entries) varint(out, e.runLength);
  for (const e of entries) varint(out, e.length);
  entries.forEach((e, i) => {
    const previous = entries[i - 1];
    varint(out, i > 0 && previous && e.offset === previous.offset + previous.length ? 0 : e.offset + 1);
  });
  return Uint8Array.from(out);
}

interface Layout {
  /** Tile entries with the byte range of their content in the data section. */
  entries: Entry[];
  /** Each distinct tile content once, in the order of the data section. */
  contents: Uint8Array[];
  dataLength: number;
}

/** Entries in tile id order; a tile whose content was seen before points at it, and runs of it are merged. */
function layOut(sorted: readonly (ArchiveTile & { id: number })[]): Layout {
  const contents: Uint8Array[] = [];
  const byContent = new Map<string, Entry>();
  const entries: Entry[] = [];
  let dataLength = 0;
  for (const tile of sorted) {
    const key = `${tile.data.length}:${Array.from(tile.data.subarray(0, 64)).join(",")}:${Array.from(tile.data.subarray(-64)).join(",")}`;
    const same = byContent.get(key);
    const previous = entries[entries.length - 1];
    // A run: the same content as the previous entry, for the next tile id.
    if (same && previous && previous.offset === same.offset && previous.tileId + previous.runLength === tile.id) {
      previous.runLength += 1;
      continue;
    }
    if (same) {
      entries.push({ tileId: tile.id, offset: same.offset, length: same.length, runLength: 1 });
      continue;
    }
    const entry = { tileId: tile.id, offset: dataLength, length: tile.data.length, runLength: 1 };
    byContent.set(key, entry);
    entries.push(entry);
    contents.push(tile.data);
    dataLength += tile.data.length;
  }
  return { entries, contents, dataLength };
}

interface Sections {
  rootLength: number;
  metadataLength: number;
  dataLength: number;
  tiles: number;
  entries: number;
  contents: number;
  minZoom: number;
  maxZoom: number;
}

/** The fixed 127-byte header: where each section is, the counts, zooms, bounds and centre. */
function writeHeader(out: Uint8Array, sections: Sections, options: ArchiveOptions): void {
  const view = new DataView(out.buffer);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + sections.rootLength;
  const dataOffset = metadataOffset + sections.metadataLength;
  out.set(new TextEncoder().encode("PMTiles"), 0);
  out[7] = 3;
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);
  u64(8, rootOffset);
  u64(16, sections.rootLength);
  u64(24, metadataOffset);
  u64(32, sections.metadataLength);
  u64(40, 0);
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, sections.dataLength);
  u64(72, sections.tiles);
  u64(80, sections.entries);
  u64(88, sections.contents);
  out[96] = 1; // clustered: tile data in tile id order
  out[97] = COMPRESSION_NONE;
  out[98] = COMPRESSION_NONE;
  out[99] = options.tileType;
  out[100] = sections.minZoom;
  out[101] = sections.maxZoom;
  const [west, south, east, north] = options.bounds ?? [-180, -85.05, 180, 85.05];
  view.setInt32(102, Math.round(west * 1e7), true);
  view.setInt32(106, Math.round(south * 1e7), true);
  view.setInt32(110, Math.round(east * 1e7), true);
  view.setInt32(114, Math.round(north * 1e7), true);
  out[118] = sections.minZoom;
  view.setInt32(119, Math.round(((west + east) / 2) * 1e7), true);
  view.setInt32(123, Math.round(((south + north) / 2) * 1e7), true);
}

/** A PMTiles v3 archive of these tiles: header, one root directory, the metadata, then the tile data. */
export function writeArchive(tiles: readonly ArchiveTile[], options: ArchiveOptions): Uint8Array {
  const sorted = tiles.map((t) => ({ ...t, id: zxyToTileId(t.z, t.x, t.y) })).sort((a, b) => a.id - b.id);
  const { entries, contents, dataLength } = layOut(sorted);
  const root = encodeDirectory(entries);
  const metadata = new TextEncoder().encode(JSON.stringify(options.metadata));
  if (HEADER_BYTES + root.length > 16_384)
    throw new Error("PMTiles: root directory too large for one directory (use fewer tiles)");

  const out = new Uint8Array(HEADER_BYTES + root.length + metadata.length + dataLength);
  writeHeader(
    out,
    {
      rootLength: root.length,
      metadataLength: metadata.length,
      dataLength,
      tiles: sorted.length,
      entries: entries.length,
      contents: contents.length,
      minZoom: Math.min(...sorted.map((t) => t.z)),
      maxZoom: Math.max(...sorted.map((t) => t.z)),
    },
    options,
  );
  out.set(root, HEADER_BYTES);
  out.set(metadata, HEADER_BYTES + root.length);
  let at = HEADER_BYTES + root.length + metadata.length;
  for (const content of contents) {
    out.set(content, at);
    at += content.length;
  }
  return out;
}
