/**
 * The media library's hardening (docs/images.md, "Uploads"; docs/security.md): uploads are
 * recognised by parsing, media are served as sandboxed documents, and no address or key a
 * visitor or an admin sends can make the media routes answer 500.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MEDIA_CSP } from "../../worker/admin/media/media-routes.ts";
import { adminFetch } from "./admin-helpers.ts";
import { visit } from "./kv.ts";

const NS = 'xmlns="http://www.w3.org/2000/svg"';

async function upload(name: string, content: string | Uint8Array, type: string): Promise<Response> {
  const body = new FormData();
  body.append("file", new File([content], name, { type }));
  return adminFetch("/api/admin/media", { method: "POST", body });
}

/** A 2 × 1 PNG (8-bit grey), made by hand: signature, IHDR, IDAT, IEND (CRCs are not checked by the reader). */
function tinyPng(): Uint8Array {
  const bytes = new Uint8Array(45);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, 2);
  new DataView(bytes.buffer).setUint32(20, 1);
  bytes.set([8, 0, 0, 0, 0], 24);
  return bytes;
}

describe("uploads are recognised by parsing", () => {
  it("an HTML or XHTML page holding an <svg> is refused, whatever it is named or declared as", async () => {
    const pages = [
      `<!doctype html><html><body><svg ${NS} viewBox="0 0 1 1"></svg><script>alert(1)</script></body></html>`,
      `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><svg ${NS} viewBox="0 0 1 1"/><script>alert(1)</script></body></html>`,
    ];
    for (const page of pages) {
      const response = await upload("logo.svg", page, "image/svg+xml");
      expect(response.status).toBe(400);
      expect((await response.json<{ error: string }>()).error).toMatch(/^This file is not an (image|SVG image)/);
    }
    expect((await env.MEDIA.list({ prefix: "images/" })).objects.filter((o) => o.key.includes("logo"))).toEqual([]);
  });

  it("an SVG with script, an event handler or HTML inside, or nested too deep for the parser, is refused", async () => {
    for (const [svg, reason] of [
      [`<svg ${NS} viewBox="0 0 1 1"><script>alert(1)</script></svg>`, "a <script> element"],
      [`<svg ${NS} viewBox="0 0 1 1" onload="alert(1)"/>`, "an event handler"],
      [`<svg ${NS} viewBox="0 0 1 1"><foreignObject/></svg>`, "a <foreignObject> element"],
      [`<svg ${NS} viewBox="0 0 1 1">${"<g>".repeat(100_000)}${"</g>".repeat(100_000)}</svg>`, "nested too deeply"],
    ]) {
      const response = await upload("shape.svg", svg as string, "image/svg+xml");
      expect(response.status, reason).toBe(400);
      expect((await response.json<{ error: string }>()).error).toContain(reason);
    }
  });

  it("a raster image by its magic bytes; a file named .png that is text is refused", async () => {
    const png = await upload("dot.png", tinyPng(), "image/png");
    expect(png.status).toBe(201);
    expect((await png.json<{ item: { width: number; height: number } }>()).item).toMatchObject({ width: 2, height: 1 });
    const fake = await upload("fake.png", "GIF? no: <html>", "image/png");
    expect([fake.status, (await fake.json<{ error: string }>()).error]).toEqual([
      400,
      "This is not an image: upload PNG, JPEG, GIF, WebP, AVIF or SVG",
    ]);
  });

  it("an SVG is served with nosniff and a sandboxing policy that allows no script", async () => {
    const svg = `<svg ${NS} width="20" height="10"><rect width="20" height="10"/></svg>`;
    const { item } = await (await upload("ok.svg", svg, "image/svg+xml")).json<{ item: { src: string } }>();
    const served = await visit(item.src);
    expect(served.status).toBe(200);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe(MEDIA_CSP);
    expect(MEDIA_CSP).toMatch(/default-src 'none'.*sandbox$/);
    expect(await served.text()).toBe(svg);
  });
});

describe("no media address or key answers 500", () => {
  it.each([
    "/media/%E0%A4%A",
    "/media/images/%ZZ.png",
    "/media/%",
    "/media/images/2026-01/x.png%00",
    "/media/__proto__",
    "/media/images/../../x.png",
    `/media/images/2026-01/${"a".repeat(300)}.png`,
  ])("GET %s answers the 404 page", async (path) => {
    const response = await visit(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("deleting a key of 2,000 characters, a malformed one or a prototype name answers 404 in JSON", async () => {
    for (const key of [`images/2026-01/${"a".repeat(2000)}.png`, "%E0%A4%A", "__proto__", "images/", ""]) {
      const response = await adminFetch(`/api/admin/media?key=${encodeURIComponent(key)}`, { method: "DELETE" });
      expect(response.status, key.slice(0, 20)).toBe(404);
      expect(await response.json()).toEqual({ error: "No such image" });
    }
    const raw = await adminFetch("/api/admin/media?key=images%2F%E0%A4%A", { method: "DELETE" });
    expect(raw.status).toBe(404);
  });
});
