import { parseContent } from "../../../client/content/validate.ts";
import { documentSchema } from "../../content/document-schemas.ts";
import { sha256Hex, shortHash, validatedMetadata } from "../../content/envelope.ts";
import { LANGUAGES } from "../../../client/content/languages.ts";
import { CATALOGUE_KEY, siteKey, VERSION_KEY } from "../../content/keys.ts";
import { SCHEMA_VERSION } from "../../content/schema-version.ts";
import { forgetContentVersion } from "../../content/store.ts";

export { sha256Hex };

/** Metadata of a key the editor wrote: its sha (as a sync writes it) and when the editor changed it. */
export interface EditorMetadata {
  sha: string;
  /** ISO time of the change; a sync that would undo it stops (scripts/kv-sync.ts). */
  editor: string;
  [extra: string]: unknown;
}

/** Puts a value with the editor's mark in its metadata. */
export async function putMarked(
  kv: KVNamespace,
  key: string,
  value: string,
  now: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const metadata: EditorMetadata = { sha: await sha256Hex(value), editor: now, ...extra };
  await kv.put(key, value, { metadata });
}

/**
 * Puts a document (a page, site settings, the catalogue) as a sync does: validated against
 * its schema here, stored as the schema's output and stamped with its hash and this Worker's
 * schema version (worker/content/envelope.ts), so that reads use it without validating it
 * again; with the editor's mark. Throws a ContentError when the schema refuses it. Answers
 * the stored text.
 */
export async function putDocument(
  kv: KVNamespace,
  key: string,
  document: unknown,
  now: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const schema = documentSchema(key);
  if (!schema) throw new Error(`KV CONTENT ${key} holds no document`);
  const value = JSON.stringify(parseContent(schema, document, `KV CONTENT ${key}`));
  const metadata: EditorMetadata = { ...(await validatedMetadata(value, SCHEMA_VERSION)), editor: now, ...extra };
  await kv.put(key, value, { metadata });
  return value;
}

/**
 * The hash of each document every page reads (site settings of each language, the catalogue),
 * as the version names them (worker/content/keys.ts VERSION_KEY), from what KV now holds.
 */
export async function sharedParts(kv: KVNamespace): Promise<Record<string, string>> {
  const parts: Record<string, string> = {};
  await Promise.all(
    [...LANGUAGES.map(siteKey), CATALOGUE_KEY].map(async (key) => {
      const text = await kv.get(key);
      if (text !== null) parts[key] = shortHash(await sha256Hex(text));
    }),
  );
  return parts;
}

/**
 * Writes a new content version (last, as a sync does): a hash of the one before and of what
 * changed, so every isolate renders its pages anew within EDGE_CACHE_SECONDS. It names its
 * shared documents as a sync's does, so that isolates keep those unchanged and pre-rendered
 * pages stay in use (docs/benchmarks.md#pre-rendered-pages).
 */
export async function bumpContentVersion(kv: KVNamespace, change: string, now: string): Promise<string> {
  const version = (await sha256Hex(`${(await kv.get(VERSION_KEY)) ?? ""}\n${change}\n${now}`)).slice(0, 16);
  await putMarked(kv, VERSION_KEY, version, now, { parts: await sharedParts(kv) });
  forgetContentVersion();
  return version;
}
