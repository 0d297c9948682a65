/**
 * Entity tags for rendered HTML, so that pages sent with `must-revalidate` can answer 304.
 * The tag is a hash of the exact bytes: a new content version, a new deploy or another
 * currency gives other bytes, hence another tag.
 */

/** A strong ETag for these bytes: "sha1-<hex>". */
export async function etagOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", bytes));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return `"sha1-${hex}"`;
}

/**
 * True when If-None-Match names this tag (or is "*"): the browser's copy is current.
 * Weak comparison, as RFC 9110 asks for If-None-Match.
 */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const wanted = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === wanted);
}
