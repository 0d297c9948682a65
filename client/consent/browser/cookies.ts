/**
 * First-party cookies written by the site script: the consent and locale cookies, on
 * the parent domain when the browser accepts it, and the expiry of a vendor's cookies
 * when its consent is withdrawn.
 */

function attributes(maxAge: number, domain: string | null): string {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  return `; Path=/; Max-Age=${maxAge}; SameSite=Lax${domain ? `; Domain=${domain}` : ""}${secure}`;
}

/** Every value a cookie name has in document.cookie (two when a host-only copy shadows a domain one). */
export function cookieValues(name: string): string[] {
  return document.cookie
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
}

/**
 * Writes a cookie on `domain`; a browser that refuses the domain (a public suffix, a
 * host outside it) gets a cookie on the host alone instead of none.
 */
export function writeCookie(name: string, value: string, maxAge: number, domain: string | null): void {
  document.cookie = `${name}=${value}${attributes(maxAge, domain)}`;
  if (domain && !cookieValues(name).includes(value)) document.cookie = `${name}=${value}${attributes(maxAge, null)}`;
}

/** Expires a cookie on the host and on `domain` (whichever copies exist). */
export function expireCookie(name: string, domain: string | null): void {
  document.cookie = `${name}=${attributes(0, null)}`;
  if (domain) document.cookie = `${name}=${attributes(0, domain)}`;
}

/** Expires the cookies whose names match `patterns` (a trailing `*` matches a prefix). */
export function expireMatching(patterns: readonly string[], domain: string | null): void {
  const names = new Set(document.cookie.split(";").map((part) => part.split("=")[0]?.trim() ?? ""));
  for (const name of names) {
    const matches = patterns.some((p) => (p.endsWith("*") ? name.startsWith(p.slice(0, -1)) : name === p));
    if (name && matches) expireCookie(name, domain);
  }
}
