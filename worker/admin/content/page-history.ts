import type { HistoryItem } from "../../../client/admin/api-types.ts";
import { pageSchema, type Page } from "../../../client/content/page-schema.ts";
import { parseContent } from "../../../client/content/validate.ts";
import { docKey, HISTORY_PREFIX, historyKey } from "../../content/keys.ts";
import { putMarked } from "./kv-write.ts";

/** What the history API calls the version that was live before the editor touched a page. */
export const ORIGINAL_REF = "original";

/** What a history key keeps in its KV metadata (at most 1 KB). */
interface HistoryMetadata {
  name?: unknown;
  author?: unknown;
  /** The version the files held before the editor's first change: its file under content/. */
  original?: unknown;
}

/** A stored document and whether the editor wrote it (else a sync did, from content/). */
async function storedDoc(kv: KVNamespace, id: string): Promise<{ text: string; fromFiles: boolean; file: string }> {
  const { value, metadata } = await kv.getWithMetadata<{ editor?: string; file?: string }>(docKey(id), "text");
  return {
    text: value ?? "",
    fromFiles: value !== null && !metadata?.editor,
    file: typeof metadata?.file === "string" ? metadata.file : "",
  };
}

async function* listKeys(kv: KVNamespace, prefix: string): AsyncGenerator<KVNamespaceListKey<unknown>> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    yield* page.keys;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

function itemOf(ref: string, metadata: HistoryMetadata): HistoryItem {
  const name = typeof metadata.name === "string" ? metadata.name : "";
  if (typeof metadata.original === "string")
    return { ref, publishedAt: null, name, author: `content/${metadata.original}`, original: true };
  const author = typeof metadata.author === "string" ? metadata.author : "not recorded";
  return { ref, publishedAt: ref, name, author, original: false };
}

/**
 * The versions of a page, newest first (docs/editor.md, "History"): every version published
 * from the editor with its author, and last the version that was live before the editor
 * touched the page (the files' version, kept when the editor first replaced it, or still the
 * stored document while the editor has not).
 */
export async function pageHistory(kv: KVNamespace, id: string, file: string | null): Promise<HistoryItem[]> {
  const prefix = `${HISTORY_PREFIX}${id}:`;
  const items: HistoryItem[] = [];
  for await (const key of listKeys(kv, prefix))
    items.push(itemOf(key.name.slice(prefix.length), (key.metadata ?? {}) as HistoryMetadata));
  const published = items.filter((item) => !item.original).sort((a, b) => b.ref.localeCompare(a.ref));
  let original = items.find((item) => item.original);
  if (!original) {
    const doc = await storedDoc(kv, id);
    if (doc.fromFiles) {
      const name = (JSON.parse(doc.text) as { name?: string }).name ?? "";
      original = { ref: ORIGINAL_REF, publishedAt: null, name, author: `content/${doc.file || file}`, original: true };
    }
  }
  return original ? [...published, original] : published;
}

/** One version by its ref (a publication time, or "original"), or null. */
export async function historyVersion(kv: KVNamespace, id: string, ref: string): Promise<Page | null> {
  let text: string | null = null;
  if (ref === ORIGINAL_REF) {
    const kept = (await pageHistory(kv, id, null)).find((item) => item.original);
    if (kept && kept.ref !== ORIGINAL_REF) text = await kv.get(historyKey(id, kept.ref));
    else if (kept) text = (await storedDoc(kv, id)).text;
  } else text = await kv.get(historyKey(id, ref));
  return text === null ? null : parseContent(pageSchema, JSON.parse(text), `KV CONTENT history of ${id}`);
}

/**
 * Before the editor first replaces a page's document, keeps the files' version as the first
 * entry of its history (docs/editor.md), so it can be seen and restored. Its time sorts it
 * just before `now`; nothing is kept when the editor wrote the document already, or when
 * the history holds the files' version already.
 */
export async function keepOriginal(kv: KVNamespace, id: string, file: string, now: Date): Promise<void> {
  const doc = await storedDoc(kv, id);
  if (!doc.fromFiles) return;
  // A sync after editor changes puts the files' version back (--discard-editor-changes): the first kept stays.
  for await (const key of listKeys(kv, `${HISTORY_PREFIX}${id}:`))
    if (typeof (key.metadata as HistoryMetadata | null)?.original === "string") return;
  const stamp = new Date(now.getTime() - 1).toISOString();
  const name = (JSON.parse(doc.text) as { name?: string }).name ?? "";
  await putMarked(kv, historyKey(id, stamp), doc.text, now.toISOString(), { name, original: doc.file || file });
}

/** Writes a version published from the editor, with who published it. */
export async function keepPublished(kv: KVNamespace, id: string, page: Page, author: string, stamp: string) {
  await putMarked(kv, historyKey(id, stamp), JSON.stringify(page), stamp, { name: page.name, author });
  return { ref: stamp, publishedAt: stamp, name: page.name, author, original: false } satisfies HistoryItem;
}

/** Moves a page's history to its new id (a renamed page keeps its versions). */
export async function moveHistory(kv: KVNamespace, from: string, to: string): Promise<void> {
  const prefix = `${HISTORY_PREFIX}${from}:`;
  for await (const key of listKeys(kv, prefix)) {
    const { value, metadata } = await kv.getWithMetadata(key.name, "text");
    if (value === null) continue;
    await kv.put(historyKey(to, key.name.slice(prefix.length)), value, metadata ? { metadata } : {});
    await kv.delete(key.name);
  }
}
