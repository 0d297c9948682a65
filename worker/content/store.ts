import type * as v from "valibot";
import { catalogueSchema, type Catalogue } from "../../client/content/catalogue.ts";
import { pageSchema, type Page } from "../../client/content/page-schema.ts";
import { siteSchema, type SiteSettings } from "../../client/content/site-schema.ts";
import { ContentError, parseContent } from "../../client/content/validate.ts";
import { TtlCache } from "../cache/ttl-cache.ts";
import { CATALOGUE_KEY, pageKey, siteKey, VERSION_KEY } from "./keys.ts";

/** Version used when the namespace has not been seeded. */
export const UNSEEDED = "unseeded";

/** Documents that every page needs are kept per content version for this long. */
const PER_VERSION_TTL_MS = 5 * 60_000;
/**
 * A missing version, site settings or catalogue is remembered only this long: it is a fault
 * being repaired (a sync under way, a key restored by hand), and the repair must show at once.
 */
export const MISSING_TTL_MS = 2_000;

const versions = new TtlCache<string>({ maxEntries: 4 });
const shared = new TtlCache<SiteSettings | Catalogue | null>({ maxEntries: 8 });

/** A cached value, else load() kept for ttlMs, or for MISSING_TTL_MS at most when missing. */
async function cached<V>(cache: TtlCache<V>, key: string, ttlMs: number, isMissing: (value: V) => boolean, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = await load();
  cache.set(key, value, isMissing(value) ? Math.min(ttlMs, MISSING_TTL_MS) : ttlMs);
  return value;
}

/**
 * Reads content from KV. Every document is validated against its schema on read, so a
 * broken hand edit is reported (ContentError naming the key and field), not rendered.
 */
export class ContentStore {
  readonly #kv: KVNamespace;
  readonly #ttlMs: number;

  constructor(kv: KVNamespace, ttlMs: number) {
    this.#kv = kv;
    this.#ttlMs = ttlMs;
  }

  /** The content version, kept in the isolate for the edge cache time. */
  version(): Promise<string> {
    return cached(versions, VERSION_KEY, this.#ttlMs, (version) => version === UNSEEDED, async () => (await this.#kv.get(VERSION_KEY)) ?? UNSEEDED);
  }

  /** The published page at a path, or null. */
  async page(path: string): Promise<Page | null> {
    const key = pageKey(path);
    const raw = await this.#json(key);
    return raw === null ? null : parseContent(pageSchema, raw, `KV CONTENT ${key}`);
  }

  /** Site settings of a content version for pages in `language` (null when missing). */
  site(version: string, language = "en"): Promise<SiteSettings | null> {
    return this.#shared(version, siteKey(language), siteSchema) as Promise<SiteSettings | null>;
  }

  /** The page catalogue of a content version (null when missing). */
  catalogue(version: string): Promise<Catalogue | null> {
    return this.#shared(version, CATALOGUE_KEY, catalogueSchema) as Promise<Catalogue | null>;
  }

  #shared(version: string, key: string, schema: v.GenericSchema): Promise<SiteSettings | Catalogue | null> {
    return cached(shared, `${version}|${key}`, PER_VERSION_TTL_MS, (value) => value === null, async () => {
      const raw = await this.#json(key);
      return raw === null ? null : (parseContent(schema, raw, `KV CONTENT ${key}`) as SiteSettings | Catalogue);
    });
  }

  /** A key's JSON, or null when absent; a value that is not JSON is a ContentError naming the key. */
  async #json(key: string): Promise<unknown> {
    const text = await this.#kv.get(key);
    if (text === null) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ContentError(`KV CONTENT ${key}`, [{ field: "(document)", message: `not valid JSON (${reason})` }]);
    }
  }
}
