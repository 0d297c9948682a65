import { Hono } from "hono/tiny";
import type { AppEnv } from "../../bindings.ts";
import { MEDIA_PATH_PREFIX } from "../media/media-files.ts";

/** How long the debug overlay waits for an image's headers. */
const TIMEOUT_MS = 4000;

function contentLength(response: Response): number | null {
  const length = Number(response.headers.get("content-length"));
  return response.ok && Number.isFinite(length) && length > 0 ? length : null;
}

/**
 * GET /api/admin/image-size?src=…: the weight of an image as its Content-Length says
 * (docs/editor.md, the debug overlay's image info); null when it cannot be read, which the
 * overlay shows as "N/A". Files of this site are read from Static Assets or R2, https images
 * with a HEAD request from the Worker (the browser's CSP would stop it, and most hosts send
 * no CORS headers).
 */
export function imageSizeRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/", async (c) => {
    const src = c.req.query("src") ?? "";
    try {
      if (src.startsWith(MEDIA_PATH_PREFIX)) {
        const object = await c.env.MEDIA.head(decodeURIComponent(src.slice(MEDIA_PATH_PREFIX.length)));
        return c.json({ src, bytes: object?.size ?? null });
      }
      if (src.startsWith("/") && !src.startsWith("//")) {
        // Static Assets may answer without a Content-Length (compressed or chunked): count the bytes.
        const response = await c.env.ASSETS.fetch(new Request(new URL(src, c.req.url)));
        const bytes = contentLength(response) ?? (response.ok ? (await response.arrayBuffer()).byteLength : null);
        return c.json({ src, bytes });
      }
      if (/^https:\/\/[^/]/.test(src)) {
        const response = await fetch(src, {
          method: "HEAD",
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: "follow",
        });
        return c.json({ src, bytes: contentLength(response) });
      }
    } catch {
      // Unreachable, timed out, refused: "N/A" (docs/editor.md: not reported).
    }
    return c.json({ src, bytes: null });
  });
  return api;
}
