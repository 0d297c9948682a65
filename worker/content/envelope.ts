/**
 * Validate once, read fast (docs/architecture.md): a document validated when it was written
 * (by the build, a sync or the editor) carries in its KV metadata the hash of its exact bytes
 * and the schema version it was validated against. A read that finds both matching (the
 * bytes it read, the version this Worker was built with) uses the document as stored; any
 * other read validates it.
 */

/** KV metadata of a validated document; the editor adds its own fields beside these. */
export interface ValidatedMetadata {
  /** SHA-256 of the stored text, hex (the hash a sync compares, too). */
  sha: string;
  /** The schema version it was validated against (dist/schema-version.json). */
  schema: string;
}

/** SHA-256 of a text, or of bytes, as hex (Web Crypto: the same in workerd and Node). */
export async function sha256Hex(data: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  let hex = "";
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/**
 * How a document's hash is written in the version's `parts` and in a pre-render's stamp: the
 * first 16 hex digits of its SHA-256.
 */
export function shortHash(sha: string): string {
  return sha.slice(0, 16);
}

/** The metadata that marks `text` as validated against `schemaVersion`. */
export async function validatedMetadata(text: string, schemaVersion: string): Promise<ValidatedMetadata> {
  return { sha: await sha256Hex(text), schema: schemaVersion };
}

/**
 * Whether a stored text whose SHA-256 is `sha` may be used without validation: its metadata
 * names `schemaVersion` and the hash of these very bytes. A value written by hand has no such
 * metadata; one changed in place (the dashboard keeps metadata) no longer has its hash; one
 * written under other schemas (a deploy before its sync, a rollback) names another version.
 */
export function isValidatedHash(sha: string, metadata: unknown, schemaVersion: string): boolean {
  const stamp = metadata as Partial<ValidatedMetadata> | null | undefined;
  return stamp?.schema === schemaVersion && stamp.sha === sha;
}
