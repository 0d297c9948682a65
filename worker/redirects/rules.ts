/**
 * Redirect rules (docs/operations.md): pure functions shared by the Worker,
 * which answers redirects, and by scripts/, which validate redirects.csv and sync it to KV.
 */

/** What a REDIRECTS key holds, one key per normalised source path. */
export interface RedirectTarget {
  destination: string;
  permanent: boolean;
  locale?: string;
}

/**
 * The form of a path used as a redirect key: percent-decoded, lower case, single
 * slashes, no trailing slash (except for "/" itself).
 * @example normaliseRedirectPath("/FR/Clients/") // "/fr/clients"
 */
export function normaliseRedirectPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape (e.g. "%E0%A4%A") is matched as written.
  }
  const collapsed = `/${decoded}`.replace(/\/{2,}/g, "/").toLowerCase();
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, "") || "/" : collapsed;
}

/**
 * The longest request path (its bytes as sent, percent-escapes included) the Worker looks
 * up. KV keys hold at most 512 bytes; a decoded, lower-cased path is never longer than the
 * path as sent, so "page:" plus this bound stays inside that limit with room to spare.
 * Longer paths answer 414 before any KV read (worker/middleware/request-limits.ts), and
 * the redirects.csv check rejects longer sources.
 */
export const MAX_PATH_BYTES = 400;

/** File names the /assets/{file}.pdf rule takes: what a page slug may be, nothing else. */
const ASSET_PDF = /^\/assets\/([a-z0-9][a-z0-9._~-]*)\.pdf$/;

/**
 * Built-in rules answered without a KV read: /home and /zh (with anything below it)
 * go to the home page, /assets/{file}.pdf goes to /{file} when {file} could be a page
 * (letters, digits, ".", "_", "~", "-"); other names are not redirected (404).
 * @param path a path already passed through normaliseRedirectPath
 */
export function builtInRedirect(path: string): RedirectTarget | null {
  if (path === "/home" || path === "/zh" || path.startsWith("/zh/")) {
    return { destination: "/", permanent: true };
  }
  const pdf = ASSET_PDF.exec(path);
  if (pdf) return { destination: `/${pdf[1]}`, permanent: true };
  return null;
}

/** True when the destination is an absolute http(s) URL rather than a site path. */
export function isAbsoluteHttpUrl(destination: string): boolean {
  return /^https?:\/\//i.test(destination);
}

/** Whitespace, control characters and backslashes: browsers drop or rewrite them in URLs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters the rule looks for
const UNSAFE_URL_CHARACTER = /[\u0000-\u0020\u007f-\u009f\\]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same characters, all of them
const UNSAFE_URL_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/g;

/**
 * True for a Location that stays on this site: a path starting with exactly one "/" and no
 * whitespace, control character or backslash. Browsers read "//host", "/\\host" and
 * "/\thost" as another site; nothing of the kind passes.
 * @example isSiteLocation("/pricing?x=1") // true
 * @example isSiteLocation("/\\evil.example") // false
 */
export function isSiteLocation(location: string): boolean {
  return location.startsWith("/") && !location.startsWith("//") && !UNSAFE_URL_CHARACTER.test(location);
}

/**
 * What is wrong with a redirect destination, or null: a site path (a missing leading slash
 * is added) or an absolute http(s) URL. The Worker applies it to every KV value it reads and
 * scripts/ to every row of redirects.csv, so a hand edit cannot send visitors off-site.
 */
export function destinationProblem(destination: string): string | null {
  if (destination === "") return "destination is empty";
  if (/\s/.test(destination)) return `destination "${destination}" contains a space`;
  if (UNSAFE_URL_CHARACTER.test(destination))
    return `destination "${destination}" contains a control character or a backslash`;
  if (destination.startsWith("//")) return `destination "${destination}" is neither a path nor an http(s) URL`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(destination)) {
    if (!isAbsoluteHttpUrl(destination)) return `destination "${destination}" is neither a path nor an http(s) URL`;
    if (!URL.canParse(destination)) return `destination "${destination}" is not a valid URL`;
  }
  return null;
}

/**
 * The Location header for a redirect: destinations without a leading slash get one,
 * and the request's query string is kept (appended to any query the destination has),
 * with backslashes and control characters percent-encoded.
 */
export function redirectLocation(target: RedirectTarget, requestSearch: string): string {
  let destination = target.destination.trim();
  if (!isAbsoluteHttpUrl(destination) && !destination.startsWith("/")) destination = `/${destination}`;
  // A URL parser leaves a backslash in a query as it is; escaped, it travels and the Location stays plain.
  const query = requestSearch.replace(/^\?/, "").replace(UNSAFE_URL_CHARACTERS, (c) => encodeURIComponent(c));
  if (!query) return destination;
  const hashAt = destination.indexOf("#");
  const base = hashAt === -1 ? destination : destination.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : destination.slice(hashAt);
  return `${base}${base.includes("?") ? "&" : "?"}${query}${hash}`;
}

/**
 * The Location to answer, or null when it would leave the site without the table saying
 * so: only a destination written as an http(s) URL may lead elsewhere.
 */
export function safeRedirectLocation(target: RedirectTarget, requestSearch: string): string | null {
  if (destinationProblem(target.destination.trim()) !== null) return null;
  const location = redirectLocation(target, requestSearch);
  if (isAbsoluteHttpUrl(location)) return UNSAFE_URL_CHARACTER.test(location) ? null : location;
  return isSiteLocation(location) ? location : null;
}

export function redirectStatus(target: RedirectTarget): 301 | 302 {
  return target.permanent ? 301 : 302;
}

/**
 * Reads a stored KV value. Returns null (and the reason) for values that are not a
 * redirect, so that a bad hand edit is reported instead of answered.
 */
export function parseStoredRedirect(raw: string): { target: RedirectTarget } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { error: "value is not JSON" };
  }
  if (typeof value !== "object" || value === null) return { error: "value is not a JSON object" };
  const { destination, permanent, locale } = value as Record<string, unknown>;
  if (typeof destination !== "string" || destination.trim() === "") {
    return { error: "destination must be a non-empty string" };
  }
  const problem = destinationProblem(destination.trim());
  if (problem) return { error: problem };
  if (typeof permanent !== "boolean") return { error: "permanent must be true or false" };
  if (locale !== undefined && typeof locale !== "string") return { error: "locale must be a string" };
  return { target: locale ? { destination, permanent, locale } : { destination, permanent } };
}
