import { pageSchema, siteSchema, type Page, type SiteSettings } from "../../client/content/page-schema.ts";
import { parseContent } from "../../client/content/validate.ts";
import { TtlCache } from "../cache/ttl-cache.ts";
import { pageKey, SITE_KEY, VERSION_KEY } from "./keys.ts";

/** Version used when the namespace has not been seeded. */
export const UNSEEDED = "unseeded";

const versions = new TtlCache<string>({ maxEntries: 4 });
const sites = new TtlCache<SiteSettings | null>({ maxEntries: 4 });

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

  /** Site settings of a content version, cached in the isolate per version. */
  site(version: string): Promise<SiteSettings | null> {
    return sites.getOrLoad(version, 5 * 60_000, async () => {
      const raw = await this.#kv.get(SITE_KEY, "json");
      return raw === null ? null : parseContent(siteSchema, raw, `KV CONTENT ${SITE_KEY}`);
    });
  }
}
