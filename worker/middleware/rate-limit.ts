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
  /** What is counted apart within the binding besides the visitor (e.g. the form's name). */
  scope?: (c: Context<AppEnv>) => string;
  /** The refusal's sentence; by default "Too many requests: try again in {period} seconds." */
  message?: string;
}

/** Who is counted: the visitor's IP as Cloudflare gives it (always set at the edge). */
function visitorKey(c: Context<AppEnv>, options: RateLimitOptions): string {
  const ip = c.req.header("cf-connecting-ip") ?? "unknown";
  return options.scope ? `${options.scope(c)}:${ip}` : ip;
}

/** Bindings already reported missing, so that the log says it once per isolate. */
const missingLogged = new Set<string>();

/**
 * Whether this visitor is within the limit, with the Workers Rate Limiting binding (miniflare
 * runs it locally). The binding is built to be fast and permissive: should it be missing or
 * fail, the request is let through and that is logged, so a limiter fault never takes a
 * route down (and never loses a lead or a sign-up).
 */
export async function withinRateLimit(c: Context<AppEnv>, options: RateLimitOptions): Promise<boolean> {
  const limiter = options.binding(c.env);
  if (!limiter) {
    if (!missingLogged.has(options.name))
      logError("rate limit binding missing: requests are not limited", { limit: options.name });
    missingLogged.add(options.name);
    return true;
  }
  try {
    return (await limiter.limit({ key: visitorKey(c, options) })).success;
  } catch (error) {
    logError("rate limiter failed: request let through", { limit: options.name, requestId: c.var.requestId }, error);
    return true;
  }
}

/**
 * The abuse limit per visitor IP as middleware: over the limit, 429 with Retry-After (the
 * period), JSON for the API, the error page elsewhere, never cached. Refusals are not logged
 * one by one: a flood would become a flood of log lines.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const seconds = String(options.periodSeconds);
  const message = options.message ?? `Too many requests: try again in ${seconds} seconds.`;
  return async function rateLimitMiddleware(c, next) {
    if (await withinRateLimit(c, options)) return next();
    return errorResponse(c, 429, { title: "Too many requests", message }, { "retry-after": seconds });
  };
}
