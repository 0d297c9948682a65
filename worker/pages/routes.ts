import type { Context, Handler, NotFoundHandler } from "hono";
import { html } from "hono/html";
import type { Language } from "../../client/content/languages.ts";
import { ERRORS } from "../../client/i18n/bundled.ts";
import { edgeCacheMs, type AppEnv } from "../bindings.ts";
import { catalogueEntry } from "../content/catalogue-index.ts";
import { NOT_FOUND_PATH } from "../content/keys.ts";
import { ContentStore } from "../content/store.ts";
import { VISITOR_LANGUAGE_VARY, visitorLanguage } from "../errors/visitor-language.ts";
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

function builtInNotFound(language: Language) {
  const { notFoundTitle, home } = ERRORS[language];
  return html`<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${notFoundTitle} · Locus</title></head><body><main><h1>${notFoundTitle}</h1><p><a href="/">${home}</a></p></main></body></html>`;
}

/** The path of the 404 page in `language`: /404's translation when content has one, else /404. */
async function notFoundPath(c: Context<AppEnv>, language: Language): Promise<string> {
  if (language === "en") return NOT_FOUND_PATH;
  const store = new ContentStore(c.env.CONTENT, edgeCacheMs(c.env));
  const catalogue = await store.catalogue(await store.version());
  const translation =
    catalogue && catalogueEntry(catalogue, NOT_FOUND_PATH)?.translations.find((t) => t.language === language);
  return translation ? translation.url : NOT_FOUND_PATH;
}

/**
 * The 404 page from content (KV CONTENT page:/404, or its translation in the visitor's
 * language, docs/languages.md), or a built-in one if it is missing.
 */
export async function notFoundResponse(c: Context<AppEnv>): Promise<Response> {
  const language = visitorLanguage(c);
  const path = await notFoundPath(c, language);
  const page =
    (await pageResponse(c, path, 404)) ?? (path === NOT_FOUND_PATH ? null : await pageResponse(c, NOT_FOUND_PATH, 404));
  const response = page ?? (await c.html(builtInNotFound(language), 404));
  response.headers.append("vary", VISITOR_LANGUAGE_VARY);
  return response;
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
