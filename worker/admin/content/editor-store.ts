import * as v from "valibot";
import { pageIndexSchema, type PageIndex } from "../../../client/content/page-index.ts";
import { pageSchema, type Page } from "../../../client/content/page-schema.ts";
import { parseContent } from "../../../client/content/validate.ts";
import { contentJson } from "../../content/store.ts";
import { logError } from "../../log.ts";
import { docKey, draftKey, DRAFT_PREFIX, PAGE_INDEX_KEY } from "../../content/keys.ts";

/** A page being edited: what the editor sent (perhaps not valid yet: nothing typed is lost) and when. */
export interface Draft {
  page: unknown;
  savedAt: string;
}

/** What the list of drafts keeps of each (KV metadata, at most 1 KB). */
export interface DraftSummary {
  id: string;
  name: string;
  type: string;
  language: string;
  slug: string;
  savedAt: string;
}

const draftSchema = v.object({ page: v.unknown(), savedAt: v.string() });
const summarySchema = v.object({
  name: v.string(),
  type: v.string(),
  language: v.string(),
  slug: v.string(),
  savedAt: v.string(),
});

function field(page: unknown, name: string): string {
  const value = page && typeof page === "object" ? (page as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value.slice(0, 200) : "";
}

/**
 * The editor's view of the CONTENT namespace: the page index, each page's document by id,
 * drafts (auto-saved apart from the published page); its history is page-history.ts. Reads are not
 * cached: an admin sees what is stored now.
 */
export class EditorStore {
  readonly #kv: KVNamespace;

  constructor(kv: KVNamespace) {
    this.#kv = kv;
  }

  /** The page index; an empty list before the first sync. */
  async index(): Promise<PageIndex> {
    const raw = await this.#json(PAGE_INDEX_KEY);
    return raw === null ? [] : parseContent(pageIndexSchema, raw, `KV CONTENT ${PAGE_INDEX_KEY}`);
  }

  /** A page as last synced or published, or null. */
  async doc(id: string): Promise<Page | null> {
    const raw = await this.#json(docKey(id));
    return raw === null ? null : parseContent(pageSchema, raw, `KV CONTENT ${docKey(id)}`);
  }

  /**
   * The page's draft, or null. A stored value that is not a draft (a page missing, as the API
   * once accepted) is logged and read as no draft, so the page still opens and previews, and
   * the next auto-save replaces it.
   */
  async draft(id: string): Promise<Draft | null> {
    const raw = await this.#json(draftKey(id));
    if (raw === null) return null;
    const parsed = v.safeParse(draftSchema, raw);
    if (parsed.success && typeof parsed.output.page === "object" && parsed.output.page !== null) return parsed.output;
    logError("ignoring a stored draft that is not a draft", { namespace: "CONTENT", key: draftKey(id) });
    return null;
  }

  /** Saves a draft; `base` is the savedAt the editor started from (null for a new draft). */
  async saveDraft(
    id: string,
    page: unknown,
    base: string | null,
    now: string,
  ): Promise<{ savedAt: string } | { conflict: Draft }> {
    const current = await this.draft(id);
    if (current && current.savedAt !== base) return { conflict: current };
    const summary = {
      name: field(page, "name"),
      type: field(page, "type"),
      language: field(page, "language"),
      slug: field(page, "slug"),
      savedAt: now,
    };
    await this.#kv.put(draftKey(id), JSON.stringify({ page, savedAt: now } satisfies Draft), { metadata: summary });
    return { savedAt: now };
  }

  deleteDraft(id: string): Promise<void> {
    return this.#kv.delete(draftKey(id));
  }

  /** Every draft, from the key list (so a draft survives a sync that rewrites the index). */
  async drafts(): Promise<DraftSummary[]> {
    const found: DraftSummary[] = [];
    for await (const key of this.#list(DRAFT_PREFIX)) {
      const summary = v.safeParse(summarySchema, key.metadata);
      if (summary.success) found.push({ id: key.name.slice(DRAFT_PREFIX.length), ...summary.output });
    }
    return found;
  }

  async *#list(prefix: string): AsyncGenerator<KVNamespaceListKey<unknown>> {
    let cursor: string | undefined;
    do {
      const page = await this.#kv.list({ prefix, cursor });
      yield* page.keys;
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }

  #json(key: string): Promise<unknown> {
    return contentJson(this.#kv, key);
  }
}
