import { createHash } from "node:crypto";

/** One key as `wrangler kv bulk put` takes it; metadata.sha lets a sync skip unchanged keys. */
export interface KvEntry {
  key: string;
  value: string;
  /**
   * `parts` only on the version key: the hash of each shared document (worker/content/keys.ts);
   * `schema` on validated documents: the schema version they were validated against
   * (validated-entries.ts).
   */
  metadata: { sha: string; parts?: Record<string, string>; schema?: string };
}

/**
 * A key as `wrangler kv key list` prints it. Keys the admin editor wrote carry `editor`
 * (the time of the change) in their metadata (worker/admin/content/kv-write.ts).
 */
export interface KvListedKey {
  name: string;
  metadata?: { sha?: unknown; schema?: unknown; editor?: unknown } | null;
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
  /**
   * Keys changed in the admin editor (published pages, site settings, redirects) that this
   * sync would overwrite or delete: their change is in no file yet.
   */
  editorChanges: string[];
}

/**
 * What a sync must do: put what is new or changed (judged by the sha in each key's
 * metadata, so a hand edit, which has none, is put back, and by the schema version a
 * document was validated against, so that a new Worker reads it without validating it),
 * delete what is no longer wanted,
 * and leave alone keys under `keep` (the editor's drafts and history, which no file holds).
 * A key the editor wrote whose value the files now match is put again, to clear its mark.
 */
export function diffKv(wanted: KvEntry[], current: KvListedKey[], keep: readonly string[] = []): KvDiff {
  const byName = new Map(current.map((k) => [k.name, k.metadata]));
  const wantedKeys = new Set(wanted.map((e) => e.key));
  const editorChanges: string[] = [];
  const put = wanted.filter((e) => {
    const metadata = byName.get(e.key);
    const changed = metadata?.sha !== e.metadata.sha || metadata?.schema !== e.metadata.schema;
    if (changed && metadata?.editor) editorChanges.push(e.key);
    return changed || Boolean(metadata?.editor);
  });
  const remove = current
    .filter((k) => !wantedKeys.has(k.name) && !keep.some((prefix) => k.name.startsWith(prefix)))
    .map((k) => k.name);
  for (const k of current) if (remove.includes(k.name) && k.metadata?.editor) editorChanges.push(k.name);
  return { put, remove, unchanged: wanted.length - put.length, editorChanges };
}
