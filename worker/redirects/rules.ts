/**
 * Redirect rules (spec part 2 §2.7 and §3.16): pure functions shared by the Worker,
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
  const collapsed = ("/" + decoded).replace(/\/{2,}/g, "/").toLowerCase();
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, "") || "/" : collapsed;
}

const ASSET_PDF = /^\/assets\/([^/]+)\.pdf$/;

/**
 * Built-in rules answered without a KV read: /home and /zh (with anything below it)
 * go to the home page, /assets/{file}.pdf goes to /{file}.
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

/**
 * The Location header for a redirect: destinations without a leading slash get one,
 * and the request's query string is kept (appended to any query the destination has).
 */
export function redirectLocation(target: RedirectTarget, requestSearch: string): string {
  let destination = target.destination.trim();
  if (!isAbsoluteHttpUrl(destination) && !destination.startsWith("/")) destination = `/${destination}`;
  const query = requestSearch.replace(/^\?/, "");
  if (!query) return destination;
  const hashAt = destination.indexOf("#");
  const base = hashAt === -1 ? destination : destination.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : destination.slice(hashAt);
  return `${base}${base.includes("?") ? "&" : "?"}${query}${hash}`;
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
  if (typeof permanent !== "boolean") return { error: "permanent must be true or false" };
  if (locale !== undefined && typeof locale !== "string") return { error: "locale must be a string" };
  return { target: locale ? { destination, permanent, locale } : { destination, permanent } };
}
