import type { Context, Handler, NotFoundHandler } from "hono";
import type { AppEnv } from "../bindings.ts";
import { NOT_FOUND_PATH } from "../content/keys.ts";
import { isSiteLocation } from "../redirects/rules.ts";
import { pageResponse } from "./page-response.ts";

/** Letters outside percent-escapes: "%0A" and "%0a" are the same byte, and URL parsers write it upper case. */
const TEXT_OUTSIDE_ESCAPES = /%[0-9a-f]{2}|[^%]+|%/gi;

/**
 * Pages are lower case, with single slashes and no trailing slash; other spellings are
 * sent there. Collapsing slashes matters: "//evil.example/" must become "/evil.example",
 * never the Location "//evil.example", which browsers read as another site. Percent-escapes
 * keep their case, so an escaped byte is not a reason to redirect.
 * @example canonicalPagePath("//Evil.example/") // "/evil.example"
 */
export function canonicalPagePath(path: string): string {
  const lower = path
    .replace(TEXT_OUTSIDE_ESCAPES, (part) => (part.length === 3 && part.startsWith("%") ? part : part.toLowerCase()))
    .replace(/\/{2,}/g, "/");
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}

const BUILT_IN_NOT_FOUND =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page not found · Locus</title></head><body><main><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></main></body></html>';

/** The 404 page from content (KV CONTENT page:/404), or a built-in one if it is missing. */
export async function notFoundResponse(c: Context<AppEnv>): Promise<Response> {
  const page = await pageResponse(c, NOT_FOUND_PATH, 404);
  return page ?? c.html(BUILT_IN_NOT_FOUND, 404);
}

/** GET/HEAD of any other path: the page stored for it, or the 404 page. */
export const servePage: Handler<AppEnv> = async (c) => {
  const url = new URL(c.req.url);
  const canonical = canonicalPagePath(url.pathname);
  if (canonical !== url.pathname) {
    // Defence in depth: the canonical form of a URL's path is always a site path.
    return isSiteLocation(canonical) ? c.redirect(`${canonical}${url.search}`, 301) : notFoundResponse(c);
  }
  // The 404 page's own address is not a page: it answers 404 like any missing one.
  if (canonical === NOT_FOUND_PATH) return notFoundResponse(c);
  return (await pageResponse(c, canonical, 200)) ?? notFoundResponse(c);
};

export const notFound: NotFoundHandler<AppEnv> = (c) => notFoundResponse(c);
