import type { Handler } from "hono";
import { Hono } from "hono/tiny";
import type { MediaItem } from "../../../client/admin/api-types.ts";
import type { AppEnv } from "../../bindings.ts";
import { notFoundResponse } from "../../pages/routes.ts";
import { inspectImage, isMediaKey, MEDIA_PATH_PREFIX, MEDIA_TYPES, mediaKey } from "./media-files.ts";

/**
 * The policy of every media answer (docs/security.md): an SVG opened by itself, or an old
 * upload that is not what it claims, runs no script, loads nothing and is a sandboxed
 * document; inline styles only, as SVG editors write them.
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

function itemOf(object: R2Object): MediaItem {
  const meta = object.customMetadata ?? {};
  return {
    key: object.key,
    src: `${MEDIA_PATH_PREFIX}${object.key}`,
    name: meta.name ?? object.key,
    bytes: object.size,
    width: Number(meta.width ?? 0),
    height: Number(meta.height ?? 0),
    uploadedAt: meta.uploadedAt ?? object.uploaded.toISOString(),
  };
}

function randomSuffix(): string {
  return [...crypto.getRandomValues(new Uint8Array(4))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** /api/admin/media: list, upload (multipart `file`) and delete the images in R2 (MEDIA). */
export function mediaRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get("/", async (c) => {
    const items: MediaItem[] = [];
    let cursor: string | undefined;
    do {
      const page = await c.env.MEDIA.list({ prefix: "images/", cursor, include: ["customMetadata"] });
      items.push(...page.objects.map(itemOf));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    items.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
    return c.json({ media: items });
  });

  api.post("/", async (c) => {
    let file: unknown;
    try {
      file = (await c.req.formData()).get("file");
    } catch {
      return c.json({ error: "Send the image as multipart/form-data, in a field named file" }, 400);
    }
    if (!(file instanceof File)) return c.json({ error: "Choose an image to upload" }, 400);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = inspectImage(bytes);
    if ("error" in image) return c.json({ error: image.error }, 400);
    const now = new Date();
    const key = mediaKey(file.name, image.type, now, randomSuffix());
    const object = await c.env.MEDIA.put(key, bytes, {
      httpMetadata: { contentType: MEDIA_TYPES.get(image.type), cacheControl: "public, max-age=31536000, immutable" },
      customMetadata: {
        name: file.name.slice(0, 200),
        width: String(image.width),
        height: String(image.height),
        uploadedAt: now.toISOString(),
      },
    });
    return c.json({ item: itemOf(object) }, 201);
  });

  api.delete("/", async (c) => {
    const key = c.req.query("key") ?? "";
    if (!isMediaKey(key)) return c.json({ error: "No such image" }, 404);
    await c.env.MEDIA.delete(key);
    return c.body(null, 204);
  });

  return api;
}

/** The key of a /media/ path, or null when it is not one (a malformed escape, another shape). */
function keyOfPath(path: string): string | null {
  try {
    const key = decodeURIComponent(path.slice(MEDIA_PATH_PREFIX.length));
    return isMediaKey(key) ? key : null;
  } catch {
    return null;
  }
}

/**
 * GET and HEAD /media/{key}: an image of the media library, for every visitor. Keys are
 * never reused, so a year of caching. Served with nosniff and the sandboxing MEDIA_CSP (the
 * security headers keep a policy a handler set), so an SVG opened by itself runs nothing.
 * A path that is no media key answers the 404 page without reading R2.
 */
export const serveMedia: Handler<AppEnv> = async (c) => {
  const key = keyOfPath(c.req.path);
  const object = key ? await c.env.MEDIA.get(key) : null;
  if (!object) return notFoundResponse(c);
  const headers = new Headers({
    "x-content-type-options": "nosniff",
    "content-security-policy": MEDIA_CSP,
    "cache-control": "public, max-age=31536000, immutable",
    etag: object.httpEtag,
  });
  object.writeHttpMetadata(headers);
  headers.set("content-length", String(object.size));
  return new Response(c.req.method === "HEAD" ? null : object.body, { status: 200, headers });
};
