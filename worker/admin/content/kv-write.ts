import { VERSION_KEY } from "../../content/keys.ts";
import { forgetContentVersion } from "../../content/store.ts";

/** SHA-256 of a text as hex: the `sha` a sync also writes in each key's metadata. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

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
 * Writes a new content version (last, as a sync does): a hash of the one before and of what
 * changed, so every isolate renders its pages anew within EDGE_CACHE_SECONDS.
 */
export async function bumpContentVersion(kv: KVNamespace, change: string, now: string): Promise<string> {
  const version = (await sha256Hex(`${(await kv.get(VERSION_KEY)) ?? ""}\n${change}\n${now}`)).slice(0, 16);
  await putMarked(kv, VERSION_KEY, version, now);
  forgetContentVersion();
  return version;
}
