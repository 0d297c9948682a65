import { describe, expect, it } from "vitest";
import { rasterType } from "./raster-type.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("raster uploads are recognised by their magic bytes", () => {
  it("PNG, JPEG, GIF, WebP and AVIF", () => {
    expect(rasterType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]))).toBe("png");
    expect(rasterType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(rasterType(bytes("GIF89a", [1, 0, 1, 0]))).toBe("gif");
    expect(rasterType(bytes("GIF87a"))).toBe("gif");
    expect(rasterType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(rasterType(bytes([0, 0, 0, 24], "ftypavif", [0, 0, 0, 0], "mif1miaf"))).toBe("avif");
    expect(rasterType(bytes([0, 0, 0, 24], "ftypmif1", [0, 0, 0, 0], "avifmiaf"))).toBe("avif");
  });

  it("anything else is no raster image: text, HTML, other containers, a truncated signature", () => {
    expect(rasterType(bytes("<svg"))).toBeNull();
    expect(rasterType(bytes("<!doctype html>"))).toBeNull();
    expect(rasterType(bytes([0, 0, 0, 24], "ftypisom", [0, 0, 0, 0], "isomiso2"))).toBeNull(); // an MP4
    expect(rasterType(bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toBeNull();
    expect(rasterType(bytes([0x89], "PN"))).toBeNull();
    expect(rasterType(new Uint8Array())).toBeNull();
  });
});
