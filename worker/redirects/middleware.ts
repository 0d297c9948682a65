import type { MiddlewareHandler } from "hono";
import { edgeCacheMs, type AppEnv } from "../bindings.ts";
import { deferIn, RefreshAheadCache } from "../cache/refresh-ahead-cache.ts";
import { logError } from "../log.ts";
import {
  builtInRedirect,
  normaliseRedirectPath,
  parseStoredRedirect,
  redirectStatus,
  safeRedirectLocation,
  type RedirectTarget,
} from "./rules.ts";

/**
 * Answers (found or not) kept per isolate, so a page request does not pay a KV read each
 * time; those in use are read again in the background before they expire.
 */
const answers = new RefreshAheadCache<RedirectTarget | null>({ maxEntries: 5_000 });

/** KV's limit on a key's length, in UTF-8 bytes. */
const KV_KEY_BYTES = 512;
const encoder = new TextEncoder();

async function lookup(kv: KVNamespace, key: string): Promise<RedirectTarget | null> {
  const raw = await kv.get(key);
  if (raw === null) return null;
  const parsed = parseStoredRedirect(raw);
  if ("error" in parsed) {
    logError("ignoring a broken redirect in KV", { namespace: "REDIRECTS", key, problem: parsed.error });
    return null;
  }
  return parsed.target;
}

/**
 * Redirects (docs/operations.md): built-in rules first (no KV read), then one KV read of
 * the normalised path in REDIRECTS. Answered before any page work; GET and HEAD only.
 * Every Location is checked here, whatever its rule: it stays on the site unless the
 * destination is written as an http(s) URL; anything else is logged and not answered.
 */
export function redirects(): MiddlewareHandler<AppEnv> {
  return async function redirectMiddleware(c, next) {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const key = normaliseRedirectPath(url.pathname);
    // The path is already bounded (request-limits.ts); this keeps the KV read safe on its own.
    if (encoder.encode(key).byteLength > KV_KEY_BYTES) return next();
    const target =
      builtInRedirect(key) ??
      (await answers.get(key, edgeCacheMs(c.env), () => lookup(c.env.REDIRECTS, key), deferIn(c)));
    if (!target) return next();
    const location = safeRedirectLocation(target, url.search);
    if (location === null) {
      logError("refusing a redirect that would leave the site", {
        namespace: "REDIRECTS",
        key,
        destination: target.destination,
      });
      return next();
    }
    return c.redirect(location, redirectStatus(target));
  };
}
