import type { Context } from "hono";
import type { AppEnv } from "../bindings.ts";
import { parseRange, type ByteRange } from "./byte-range.ts";

/** Archive names: a file name ending in .pmtiles, nothing that could climb a path. */
export const ARCHIVE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.pmtiles$/;

/**
 * Archives are immutable by convention: ops upload a new one under a new name and point
 * MAP_PMTILES at it (docs/maps.md), so a range can be cached for long at the edge and in
 * the browser without ever mixing two versions of an archive.
 */
const MAX_AGE = 86_400;

function headers(object: R2Object, extra: Record<string, string>): Headers {
  const out = new Headers({
    "Content-Type": "application/vnd.pmtiles",
    "Accept-Ranges": "bytes",
    "Cache-Control": `public, max-age=${MAX_AGE}`,
    ETag: object.httpEtag,
    ...extra,
  });
  return out;
}

/** The edge cache keeps a range as a 200 of its own URL (the Cache API does not store 206). */
function cacheKey(url: URL, range: ByteRange): Request {
  const key = new URL(url.pathname, url.origin);
  key.searchParams.set("bytes", `${range.offset}-${range.offset + range.length - 1}`);
  return new Request(key);
}

/**
 * GET (and HEAD) /tiles/{name}.pmtiles: a PMTiles archive from the MAP_TILES R2 bucket,
 * served with byte ranges (206 Partial Content) as PMTiles readers ask, each range kept in
 * the edge cache (Cache API; effective on a custom domain, not on *.workers.dev).
 */
export async function servePmtiles(c: Context<AppEnv>): Promise<Response> {
  const name = c.req.param("file") ?? "";
  const bucket = c.env.MAP_TILES;
  if (!ARCHIVE_NAME.test(name)) return c.text("Not found", 404);
  const url = new URL(c.req.url);
  const head = await bucket.head(name);
  if (!head) return c.text("Not found", 404);
  const wanted = parseRange(c.req.header("range"), head.size);
  if (wanted.kind === "unsatisfiable")
    return new Response(null, { status: 416, headers: headers(head, { "Content-Range": `bytes */${head.size}` }) });
  if (c.req.method === "HEAD")
    return new Response(null, { status: 200, headers: headers(head, { "Content-Length": String(head.size) }) });
  if (wanted.kind === "none") {
    const object = await bucket.get(name);
    if (!object) return c.text("Not found", 404);
    return new Response(object.body, {
      status: 200,
      headers: headers(object, { "Content-Length": String(object.size) }),
    });
  }

  const { range } = wanted;
  const partial = (body: BodyInit) =>
    new Response(body, {
      status: 206,
      headers: headers(head, {
        "Content-Range": `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`,
        "Content-Length": String(range.length),
      }),
    });
  const cache = (globalThis as { caches?: { default?: Cache } }).caches?.default;
  const key = cacheKey(url, range);
  const cached = await cache?.match(key);
  if (cached?.ok && cached.headers.get("ETag") === head.httpEtag) return partial(await cached.arrayBuffer());
  const object = await bucket.get(name, { range });
  if (!object || !("body" in object)) return c.text("Not found", 404);
  const bytes = await object.arrayBuffer();
  if (cache)
    c.executionCtx.waitUntil(
      cache.put(key, new Response(bytes, { headers: headers(head, { "Content-Length": String(bytes.byteLength) }) })),
    );
  return partial(bytes);
}
