import type { Context } from "hono";
import { ERRORS } from "../../client/i18n/bundled.ts";
import { fill } from "../../client/i18n/fill.ts";
import type { AppEnv } from "../bindings.ts";
import { errorPageHtml } from "../errors/error-page.ts";
import { VISITOR_LANGUAGE_VARY, visitorLanguage } from "../errors/visitor-language.ts";

/** True for the JSON API, whose errors are JSON, never an HTML page. */
export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/** The errors answered before any handler ran, by their words in the catalogue (client/i18n/en/frame.ts). */
export type EarlyError = "methodNotAllowed" | "addressTooLong" | "tooManyRequests" | "notSameOrigin";

/**
 * An error answered before any handler ran (a wrong method, an address too long): JSON
 * {"error": apiMessage ?? the English message} for the API, the error page in the visitor's
 * language otherwise (docs/languages.md); never cached.
 */
export function errorResponse(
  c: Context<AppEnv>,
  status: 400 | 403 | 405 | 413 | 414 | 429,
  error: {
    kind: EarlyError;
    values?: Record<string, string | number>;
    /** The API's message, when it says more than the page's. */
    apiMessage?: string;
    /** A route's own sentence (the admin area's, a form's), instead of the catalogue's. */
    message?: string;
  },
  headers: Record<string, string> = {},
): Response | Promise<Response> {
  const all = { "cache-control": "no-store", ...headers };
  const text = (language: "en" | "de" | "fr") => {
    const { title, message } = ERRORS[language][error.kind];
    return { title, message: error.message ?? fill(message, error.values ?? {}) };
  };
  if (isApiPath(c.req.path)) return c.json({ error: error.apiMessage ?? text("en").message }, status, all);
  const language = visitorLanguage(c);
  return c.html(errorPageHtml({ status, language, ...text(language) }), status, {
    ...all,
    vary: VISITOR_LANGUAGE_VARY,
  });
}
