import type { Context } from "hono";
import { type DetectorOptions, detectFromCookie, detectFromHeader } from "hono/language";
import { LANGUAGES, type Language } from "../../client/content/languages.ts";

/** The cookie every page writes with its language (docs/consent.md, client/consent/browser/locale-cookie.ts). */
const LOCALE_COOKIE = "locale";

/** Hono's language detector, told the site's languages and that cookie; it never writes a cookie. */
const DETECTOR: DetectorOptions = {
  order: ["cookie", "header"],
  lookupQueryString: "lang",
  lookupCookie: LOCALE_COOKIE,
  lookupFromPathIndex: 0,
  lookupFromHeaderKey: "accept-language",
  caches: false,
  ignoreCase: true,
  fallbackLanguage: "en",
  supportedLanguages: [...LANGUAGES],
};

/**
 * The language of an answer that is not a page of one language (the 404 page, the error
 * pages), docs/languages.md: the language of the last page the visitor read (the `locale`
 * cookie every page writes), else the first of the browser's languages the site has, else
 * English.
 * @example visitorLanguage(c) // "de" for "Accept-Language: de-CH, en;q=0.5" without a cookie
 */
export function visitorLanguage(c: Context): Language {
  const found = detectFromCookie(c, DETECTOR) ?? detectFromHeader(c, DETECTOR);
  return (LANGUAGES as readonly string[]).includes(found ?? "") ? (found as Language) : "en";
}

/** What such an answer varies by, for caches between the visitor and the Worker. */
export const VISITOR_LANGUAGE_VARY = "Cookie, Accept-Language";
