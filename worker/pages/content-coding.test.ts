import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, gunzip, gzip } from "./content-coding.ts";

describe("gzip only for clients that take it (Accept-Encoding)", () => {
  it("browsers' headers take gzip", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br, gzip")).toBe(true);
    expect(acceptsGzip("x-gzip")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
  });

  it("no header, identity, other codings or gzip refused do not", () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("*, gzip;q=0")).toBe(false);
    expect(acceptsGzip("br, *;q=0")).toBe(false);
  });
});

describe("a page's gzip body, by the runtime's own compressor", () => {
  it("is gzip any client reads, and reads back as the bytes given", async () => {
    const text = new TextEncoder().encode("<p>Preise ab 12 €, £10, $11</p>".repeat(500)) as Uint8Array<ArrayBuffer>;
    const body = await gzip(text);
    expect(body.byteLength).toBeLessThan(text.byteLength / 10);
    expect(new Uint8Array(gunzipSync(body))).toEqual(text);
    expect(await gunzip(body)).toEqual(text);
  });

  it("bytes that are not gzip are an error, not a page", async () => {
    await expect(gunzip(new TextEncoder().encode("<html>") as Uint8Array<ArrayBuffer>)).rejects.toThrow();
  });
});
