import type * as v from "valibot";
import { catalogueSchema, type Catalogue } from "../../client/content/catalogue.ts";
import { pageSchema, type Page } from "../../client/content/page-schema.ts";
import { siteSchema, type SiteSettings } from "../../client/content/site-schema.ts";
import { parseContent } from "../../client/content/validate.ts";
import { TtlCache } from "../cache/ttl-cache.ts";
import { CATALOGUE_KEY, pageKey, siteKey, VERSION_KEY } from "./keys.ts";

/** Version used when the namespace has not been seeded. */
export const UNSEEDED = "unseeded";

/** Documents that every page needs are kept per content version for this long. */
const PER_VERSION_TTL_MS = 5 * 60_000;

const versions = new TtlCache<string>({ maxEntries: 4 });
const shared = new TtlCache<SiteSettings | Catalogue | null>({ maxEntries: 8 });

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
    return versions.getOrLoad(VERSION_KEY, this.#ttlMs, async () => (await this.#kv.get(VERSION_KEY)) ?? UNSEEDED);
  }

  /** The published page at a path, or null. */
  async page(path: string): Promise<Page | null> {
    const key = pageKey(path);
    const raw = await this.#kv.get(key, "json");
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
    return shared.getOrLoad(`${version}|${key}`, PER_VERSION_TTL_MS, async () => {
      const raw = await this.#kv.get(key, "json");
      return raw === null ? null : (parseContent(schema, raw, `KV CONTENT ${key}`) as SiteSettings | Catalogue);
    });
  }
}
