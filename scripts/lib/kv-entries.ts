import { createHash } from "node:crypto";

/** One key as `wrangler kv bulk put` takes it; metadata.sha lets a sync skip unchanged keys. */
export interface KvEntry {
  key: string;
  value: string;
  /** `parts` only on the version key: the hash of each shared document (worker/content/keys.ts). */
  metadata: { sha: string; parts?: Record<string, string> };
}

/** A key as `wrangler kv key list` prints it. */
export interface KvListedKey {
  name: string;
  metadata?: { sha?: unknown } | null;
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function kvEntry(key: string, value: string): KvEntry {
  return { key, value, metadata: { sha: sha256(value) } };
}

export interface KvDiff {
  put: KvEntry[];
  remove: string[];
  unchanged: number;
}

/**
 * What a sync must do: put what is new or changed (judged by the sha in each key's
 * metadata, so a hand edit, which has none, is put back), delete what is no longer wanted.
 */
export function diffKv(wanted: KvEntry[], current: KvListedKey[]): KvDiff {
  const currentSha = new Map(current.map((k) => [k.name, k.metadata?.sha]));
  const wantedKeys = new Set(wanted.map((e) => e.key));
  const put = wanted.filter((e) => currentSha.get(e.key) !== e.metadata.sha);
  const remove = current.map((k) => k.name).filter((name) => !wantedKeys.has(name));
  return { put, remove, unchanged: wanted.length - put.length };
}
