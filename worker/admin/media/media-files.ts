import { GIF } from "image-size/types/gif";
import { HEIF } from "image-size/types/heif";
import type { IImage } from "image-size/types/interface";
import { JPG } from "image-size/types/jpg";
import { PNG } from "image-size/types/png";
import { WEBP } from "image-size/types/webp";
import { type RasterType, rasterType } from "./raster-type.ts";
import { inspectSvg } from "./svg-check.ts";

/** The image types the media library takes, with the content type each is served with (a Map: keys come from files). */
export const MEDIA_TYPES: ReadonlyMap<string, string> = new Map([
  ["png", "image/png"],
  ["jpg", "image/jpeg"],
  ["gif", "image/gif"],
  ["webp", "image/webp"],
  ["avif", "image/avif"],
  ["svg", "image/svg+xml"],
]);

/** The largest upload (Workers take bodies up to 100 MB; a web image is far smaller). */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

export const MEDIA_PATH_PREFIX = "/media/";

/** The shape of every key mediaKey() makes; anything else is no image of the library, looked up or not. */
const MEDIA_KEY = /^images\/\d{4}-\d{2}\/[a-z0-9-]{1,80}\.(?:png|jpg|gif|webp|avif|svg)$/;

const NOT_AN_IMAGE = "This is not an image: upload PNG, JPEG, GIF, WebP, AVIF or SVG";

export type Inspected = { type: string; width: number; height: number } | { error: string };

/**
 * image-size's reader of each raster type the library takes, and only those: the Worker
 * bundles no reader of a format it refuses (TIFF, PSD, ICNS…; docs/architecture.md, "The
 * Worker bundle").
 */
const READERS: Record<RasterType, IImage> = { png: PNG, jpg: JPG, gif: GIF, webp: WEBP, avif: HEIF };

/** A raster image's size, read by image-size's reader of the type its magic bytes named. */
function rasterSize(bytes: Uint8Array, type: RasterType): Inspected {
  try {
    const reader = READERS[type];
    if (!reader.validate(bytes)) return { error: NOT_AN_IMAGE };
    const size = reader.calculate(bytes);
    const read = size.type ?? type;
    if (read !== type) return { error: NOT_AN_IMAGE };
    if (!size.width || !size.height) return { error: "The image has no width and height" };
    return { type, width: size.width, height: size.height };
  } catch {
    return { error: `This ${type.toUpperCase()} file is damaged: its size cannot be read` };
  }
}

/** Whether the bytes start with "<", after a UTF-8 byte order mark and white space. */
function startsAsMarkup(bytes: Uint8Array): boolean {
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (bytes[at] === 0x20 || bytes[at] === 0x09 || bytes[at] === 0x0a || bytes[at] === 0x0d) at += 1;
  return bytes[at] === 0x3c;
}

/**
 * What an uploaded file is (docs/images.md, "Uploads to the media library"): a raster image
 * recognised by its magic bytes, or an SVG recognised by parsing it (svg-check.ts); anything
 * else is refused, whatever its name or declared type says.
 */
export function inspectImage(bytes: Uint8Array): Inspected {
  if (bytes.byteLength === 0) return { error: "The file is empty" };
  if (bytes.byteLength > MAX_MEDIA_BYTES) return { error: `The file is over ${MAX_MEDIA_BYTES / 1024 / 1024} MB` };
  const raster = rasterType(bytes);
  if (raster) return rasterSize(bytes, raster);
  // Anything else must be text that parses as SVG; a binary file fails at its first byte.
  if (!startsAsMarkup(bytes)) return { error: NOT_AN_IMAGE };
  const svg = inspectSvg(bytes);
  return "error" in svg ? svg : { type: "svg", ...svg };
}

/** Whether a key (from a URL or a query) is one mediaKey() could have made: only those reach R2. */
export function isMediaKey(key: string): boolean {
  return key.length <= 120 && MEDIA_KEY.test(key);
}

/**
 * The R2 key of an upload: a month folder, the file's own name made safe, and a random
 * suffix, so a key is never reused (media are served as immutable).
 * @example mediaKey("Team photo.JPG", "jpg", new Date("2026-11-20"), "a1b2c3") // "images/2026-11/team-photo-a1b2c3.jpg"
 */
export function mediaKey(fileName: string, type: string, now: Date, suffix: string): string {
  const base =
    fileName
      .replace(/\.[^.]*$/, "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "image";
  return `images/${now.toISOString().slice(0, 7)}/${base}-${suffix}.${type}`;
}
