import type { MiddlewareHandler } from "hono";
import { edgeCacheMs, type AppEnv } from "../bindings.ts";
import { TtlCache } from "../cache/ttl-cache.ts";
import { logError } from "../log.ts";
import {
  builtInRedirect,
  normaliseRedirectPath,
  parseStoredRedirect,
  redirectLocation,
  redirectStatus,
  type RedirectTarget,
} from "./rules.ts";

/** Answers (found or not) kept per isolate, so a page request does not pay a KV read each time. */
const answers = new TtlCache<RedirectTarget | null>({ maxEntries: 5_000 });

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
 * Redirects (spec part 2 §2.7): built-in rules first (no KV read), then one KV read of
 * the normalised path in REDIRECTS. Answered before any page work; GET and HEAD only.
 */
export function redirects(): MiddlewareHandler<AppEnv> {
  return async function redirectMiddleware(c, next) {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const key = normaliseRedirectPath(url.pathname);
    if (key.length > 512) return next();
    const target =
      builtInRedirect(key) ?? (await answers.getOrLoad(key, edgeCacheMs(c.env), () => lookup(c.env.REDIRECTS, key)));
    if (!target) return next();
    return c.redirect(redirectLocation(target, url.search), redirectStatus(target));
  };
}
