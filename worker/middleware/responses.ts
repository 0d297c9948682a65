import type { Context } from "hono";
import type { AppEnv } from "../bindings.ts";
import { errorPageHtml } from "../errors/error-page.ts";

/** True for the JSON API, whose errors are JSON, never an HTML page. */
export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * An error answered before any handler ran (a wrong method, an address too long): JSON
 * {"error": apiMessage ?? message} for the API, the error page otherwise; never cached.
 */
export function errorResponse(
  c: Context<AppEnv>,
  status: 400 | 403 | 405 | 413 | 414 | 429,
  page: { title: string; message: string; apiMessage?: string },
  headers: Record<string, string> = {},
): Response | Promise<Response> {
  const all = { "cache-control": "no-store", ...headers };
  if (isApiPath(c.req.path)) return c.json({ error: page.apiMessage ?? page.message }, status, all);
  return c.html(errorPageHtml({ status, ...page }), status, all);
}
