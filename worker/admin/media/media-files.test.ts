import { describe, expect, it } from "vitest";
import { inspectImage, isMediaKey, mediaKey } from "./media-files.ts";

const png = (width: number, height: number) => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u32 = (value: number) => [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
const u16le = (value: number) => [value & 255, value >>> 8];
const box = (type: string, payload: number[]) => [...u32(8 + payload.length), ...ascii(type), ...payload];

/** The smallest files of each raster type whose headers give a size. */
const raster = {
  gif: (w: number, h: number) => new Uint8Array([...ascii("GIF89a"), ...u16le(w), ...u16le(h), 0, 0, 0]),
  jpg: (w: number, h: number) =>
    new Uint8Array([
      ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
      ...[0xff, 0xc0, 0x00, 0x11, 0x08, h >>> 8, h & 255, w >>> 8, w & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
      ...[0xff, 0xd9],
    ]),
  webp: (w: number, h: number) =>
    new Uint8Array([
      ...ascii("RIFF"),
      ...[30, 0, 0, 0],
      ...ascii("WEBPVP8X"),
      ...[10, 0, 0, 0, 0, 0, 0, 0],
      ...[(w - 1) & 255, ((w - 1) >>> 8) & 255, (w - 1) >>> 16],
      ...[(h - 1) & 255, ((h - 1) >>> 8) & 255, (h - 1) >>> 16],
    ]),
  avif: (w: number, h: number) =>
    new Uint8Array([
      ...box("ftyp", [...ascii("avif"), 0, 0, 0, 0, ...ascii("avifmif1")]),
      ...box("meta", [0, 0, 0, 0, ...box("iprp", box("ipco", box("ispe", [0, 0, 0, 0, ...u32(w), ...u32(h)])))]),
    ]),
};

describe("media uploads", () => {
  it("reads the size of each raster type the library takes, with image-size's reader of that type only", () => {
    expect(inspectImage(raster.gif(320, 200))).toEqual({ type: "gif", width: 320, height: 200 });
    expect(inspectImage(raster.jpg(1280, 720))).toEqual({ type: "jpg", width: 1280, height: 720 });
    expect(inspectImage(raster.webp(800, 600))).toEqual({ type: "webp", width: 800, height: 600 });
    expect(inspectImage(raster.avif(1024, 768))).toEqual({ type: "avif", width: 1024, height: 768 });
    // A TIFF (which image-size could read) is no type of the library.
    expect(inspectImage(new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]))).toEqual({
      error: "This is not an image: upload PNG, JPEG, GIF, WebP, AVIF or SVG",
    });
  });

  it("reads the type and size of an image", () => {
    expect(inspectImage(png(640, 360))).toEqual({ type: "png", width: 640, height: 360 });
    expect(
      inspectImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"></svg>')),
    ).toEqual({ type: "svg", width: 120, height: 80 });
  });

  it("an HTML page that holds an <svg>, or a PNG signature with a damaged body, is refused", () => {
    const html = '<!doctype html><html><body><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>';
    expect(inspectImage(new TextEncoder().encode(html))).toMatchObject({ error: expect.stringContaining("XML") });
    expect(inspectImage(png(640, 360).slice(0, 12))).toEqual({
      error: "This PNG file is damaged: its size cannot be read",
    });
    expect(inspectImage(new Uint8Array([0x00, 0x01, 0x02, 0x3c]))).toEqual({
      error: "This is not an image: upload PNG, JPEG, GIF, WebP, AVIF or SVG",
    });
  });

  it("only keys the library makes are media keys: no other shape, no 2,000 characters, no prototype name", () => {
    expect(isMediaKey("images/2026-11/equipe-a-lyon-a1b2c3.jpg")).toBe(true);
    for (const key of [
      "images/x.png",
      `images/2026-11/${"a".repeat(2000)}.png`,
      "__proto__",
      "images/2026-11/../x.png",
      "",
    ])
      expect(isMediaKey(key), key.slice(0, 30)).toBe(false);
  });

  it("refuses what is not an image, with a sentence that says so", () => {
    expect(inspectImage(new TextEncoder().encode("hello"))).toEqual({
      error: "This is not an image: upload PNG, JPEG, GIF, WebP, AVIF or SVG",
    });
    expect(inspectImage(new Uint8Array())).toEqual({ error: "The file is empty" });
  });

  it("makes keys from the file's name, never reused", () => {
    expect(mediaKey("Équipe à Lyon.JPG", "jpg", new Date("2026-11-20T10:00:00Z"), "a1b2c3")).toBe(
      "images/2026-11/equipe-a-lyon-a1b2c3.jpg",
    );
    expect(mediaKey("...", "png", new Date("2026-01-02T00:00:00Z"), "x")).toBe("images/2026-01/image-x.png");
  });
});
