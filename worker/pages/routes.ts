import type { Context, Handler, NotFoundHandler } from "hono";
import type { AppEnv } from "../bindings.ts";
import { NOT_FOUND_PATH } from "../content/keys.ts";
import { pageResponse } from "./page-response.ts";

/** Pages are lower case and have no trailing slash; other spellings are sent there. */
export function canonicalPagePath(path: string): string {
  const lower = path.toLowerCase();
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
  if (canonical !== url.pathname) return c.redirect(`${canonical}${url.search}`, 301);
  return (await pageResponse(c, canonical, 200)) ?? notFoundResponse(c);
};

export const notFound: NotFoundHandler<AppEnv> = (c) => notFoundResponse(c);
