import { env } from "cloudflare:test";
import { PMTiles, TileType, type Source } from "pmtiles";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeBasemap } from "../../client/maps/basemap-codec.ts";
import { basemapPaths, type BasemapIndex } from "../../client/maps/basemap-files.ts";
import { mapTilesFromConfig } from "../../client/maps/tiles.ts";
import basemapIndex from "../../dist/basemap/index.json";
import { writeArchive } from "../../scripts/lib/pmtiles-writer.ts";
import { renderTile, tilesCovering } from "../../scripts/lib/raster-tiles.ts";
import { visit } from "./kv.ts";

const NAME = "test-basemap.pmtiles";
/** Ireland and Great Britain: the 1:10m base map cell 50–60° N, 10–0° W. */
const BOUNDS: [number, number, number, number] = [-10, 50, 0, 60];
let archive: Uint8Array;

/** A real archive from the project's own data: the embedded base map's cell, drawn as PNG tiles, in PMTiles v3. */
beforeAll(async () => {
  const index = basemapIndex as BasemapIndex;
  const cell = await env.ASSETS.fetch(`https://assets.invalid${basemapPaths.detail(index.version, "5_-1")}`);
  const layers = decodeBasemap(new Uint8Array(await cell.arrayBuffer()));
  const tiles = tilesCovering(BOUNDS, 3, 5).map((t) => ({ ...t, data: renderTile(layers, t.z, t.x, t.y) }));
  archive = writeArchive(tiles, { tileType: TileType.Png, metadata: { name: "test" }, bounds: BOUNDS });
  await env.MAP_TILES.put(NAME, archive);
}, 60_000);

describe("PMTiles archives from R2 at /tiles/{name}.pmtiles", () => {
  it("a byte range answers 206 with exactly those bytes", async () => {
    const response = await visit(`/tiles/${NAME}`, { headers: { Range: "bytes=0-126" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Range")).toBe(`bytes 0-126/${archive.byteLength}`);
    expect(response.headers.get("Accept-Ranges")).toBe("bytes");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(archive.slice(0, 127));
  });

  it("without a range, the whole archive; HEAD, its size; past the end, 416; another name, 404", async () => {
    const whole = await visit(`/tiles/${NAME}`);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(archive.byteLength);
    const head = await visit(`/tiles/${NAME}`, { method: "HEAD" });
    expect(head.headers.get("Content-Length")).toBe(String(archive.byteLength));
    const past = await visit(`/tiles/${NAME}`, { headers: { Range: `bytes=${archive.byteLength}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("Content-Range")).toBe(`bytes */${archive.byteLength}`);
    expect((await visit("/tiles/missing.pmtiles")).status).toBe(404);
    expect((await visit("/tiles/not-an-archive.txt")).status).toBe(404);
  });

  it("the pmtiles reader reads the archive through the Worker's ranges: header and a PNG tile", async () => {
    const source: Source = {
      getKey: () => NAME,
      getBytes: async (offset, length) => {
        const response = await visit(`/tiles/${NAME}`, {
          headers: { Range: `bytes=${offset}-${offset + length - 1}` },
        });
        return { data: await response.arrayBuffer() };
      },
    };
    const reader = new PMTiles(source);
    const header = await reader.getHeader();
    expect(header).toMatchObject({ tileType: TileType.Png, minZoom: 3, maxZoom: 5 });
    // Dublin at zoom 5 is tile 15/10.
    const tile = await reader.getZxy(5, 15, 10);
    expect(new Uint8Array(tile!.data).slice(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it("each range is kept in the edge cache", async () => {
    await visit(`/tiles/${NAME}`, { headers: { Range: "bytes=127-300" } });
    const key = `http://localhost:8787/tiles/${NAME}?bytes=127-300`;
    await expect.poll(async () => (await caches.default.match(key))?.status, { timeout: 2000 }).toBe(200);
  });
});

describe("the pages' map configuration", () => {
  it("MAP_PMTILES names an archive served by the Worker; with an XYZ URL too it is refused", () => {
    expect(mapTilesFromConfig(undefined, "© Tiles", "basemap-2026.pmtiles")).toEqual({
      kind: "pmtiles",
      url: "/tiles/basemap-2026.pmtiles",
      attribution: "© Tiles",
    });
    expect(() => mapTilesFromConfig("https://t.example/{z}/{x}/{y}.png", "© Tiles", "a.pmtiles")).toThrow(/not both/);
    expect(() => mapTilesFromConfig(undefined, "© Tiles", "../secret")).toThrow(/\.pmtiles/);
    expect(() => mapTilesFromConfig(undefined, "", "a.pmtiles")).toThrow(/attribution/);
  });
});
