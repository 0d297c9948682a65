import { writeCookie, cookieValues, expireCookie } from "./cookies.ts";

export const LOCALE_COOKIE = "locale";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The locale cookie (docs/consent.md: 365 days): the page's language, on the parent
 * domain. A duplicated copy of it (docs/consent.md: a host-only cookie of the same name
 * shadowing the domain one, left by an older version of the site) is cleared first.
 */
export function syncLocaleCookie(language: string, domain: string | null): void {
  const copies = cookieValues(LOCALE_COOKIE);
  if (copies.length > 1) expireCookie(LOCALE_COOKIE, null);
  if (copies.length !== 1 || copies[0] !== language) writeCookie(LOCALE_COOKIE, language, YEAR_SECONDS, domain);
}
