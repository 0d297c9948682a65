import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, Bindings } from "../bindings.ts";
import { logError } from "../log.ts";
import { errorResponse } from "./responses.ts";

export interface RateLimitOptions {
  /** The Workers Rate Limiting binding ([[ratelimits]] in wrangler.toml). */
  binding: (env: Bindings) => RateLimit | undefined;
  /** The binding's period in wrangler.toml (10 or 60 s), sent as Retry-After. */
  periodSeconds: 10 | 60;
  /** Names the limit in log lines. */
  name: string;
}

/** Who is counted: the visitor's IP as Cloudflare gives it (always set at the edge). */
function clientKey(c: Context<AppEnv>): string {
  return c.req.header("cf-connecting-ip") ?? "unknown";
}

/**
 * Abuse limit per visitor IP with the Workers Rate Limiting binding (miniflare runs it
 * locally). Over the limit: 429 with Retry-After (the period), JSON for the API, never
 * cached. The binding is built to be fast and permissive: should it fail, the request is
 * let through and the failure logged, so a limiter fault never takes the API down.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  let missingLogged = false;
  return async function rateLimitMiddleware(c, next) {
    const limiter = options.binding(c.env);
    if (!limiter) {
      if (!missingLogged) logError("rate limit binding missing: requests are not limited", { limit: options.name });
      missingLogged = true;
      return next();
    }
    let allowed = true;
    try {
      allowed = (await limiter.limit({ key: clientKey(c) })).success;
    } catch (error) {
      logError("rate limiter failed: request let through", { limit: options.name, requestId: c.var.requestId }, error);
    }
    // Refusals are not logged one by one: a flood would become a flood of log lines.
    if (allowed) return next();
    const seconds = String(options.periodSeconds);
    return errorResponse(c, 429, { kind: "tooManyRequests", values: { seconds } }, { "retry-after": seconds });
  };
}
