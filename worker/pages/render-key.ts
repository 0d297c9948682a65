import type { VaryBy } from "../../client/blocks/define-block.ts";

/** A query value that may be part of a cache key: short and plain. Others are not cached. */
const CACHEABLE_QUERY_VALUE = /^[A-Za-z0-9_.-]{0,64}$/;

/**
 * The value a page's HTML takes for one thing it varies by, for this request; null when
 * the value cannot be part of a cache key (the page is then rendered and not kept).
 */
export type VaryValue = (vary: VaryBy) => string | null;

/**
 * The isolate cache key of a rendered page: content version, path, and the value of each
 * thing its blocks vary by. Null when one of them cannot be cached (for example a long or
 * unusual query value, which would let anyone fill the cache).
 * @example renderKey("v1", "/pricing", ["currency"], () => "pounds/country") // "v1|/pricing|currency=pounds/country"
 */
export function renderKey(
  version: string,
  path: string,
  varies: readonly VaryBy[],
  readVary: VaryValue,
): string | null {
  const parts = [version, path];
  for (const vary of varies) {
    const value = readVary(vary);
    if (value === null) return null;
    parts.push(`${vary}=${value}`);
  }
  return parts.join("|");
}

/** The value of `query:<name>` from a URL's search params, or null if it may not be cached. */
export function cacheableQueryValue(params: URLSearchParams, name: string): string | null {
  const value = params.get(name) ?? "";
  return CACHEABLE_QUERY_VALUE.test(value) ? value : null;
}
