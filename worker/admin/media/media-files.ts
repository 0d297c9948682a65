import { imageSize } from "image-size";

/** The image types the media library takes, with the content type each is served with. */
export const MEDIA_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
};

/** The largest upload (Workers take bodies up to 100 MB; a web image is far smaller). */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

export const MEDIA_PATH_PREFIX = "/media/";

/** What an uploaded file is: its type and intrinsic size, or why it is refused. */
export function inspectImage(bytes: Uint8Array): { type: string; width: number; height: number } | { error: string } {
  if (bytes.byteLength === 0) return { error: "The file is empty" };
  if (bytes.byteLength > MAX_MEDIA_BYTES) return { error: `The file is over ${MAX_MEDIA_BYTES / 1024 / 1024} MB` };
  try {
    const size = imageSize(bytes);
    const type = size.type === "jpeg" ? "jpg" : (size.type ?? "");
    if (!(type in MEDIA_TYPES))
      return { error: `${size.type ?? "This"} files are not taken: upload PNG, JPEG, GIF, WebP, AVIF or SVG` };
    if (!size.width || !size.height)
      return { error: "The image has no width and height (an SVG needs width and height or a viewBox)" };
    return { type, width: size.width, height: size.height };
  } catch {
    return { error: "This is not an image: upload PNG, JPEG, GIF, WebP, AVIF or SVG" };
  }
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
