/**
 * A small in-isolate cache: least-recently-used eviction, a time to live per entry,
 * and an optional byte budget.
 *
 * A Workers isolate serves many requests; what it keeps here survives between them
 * until it expires, is evicted, or the isolate is recycled. Only settled values are
 * shared: a pending load (a KV read) belongs to the request that started it, and workerd
 * cancels a request that waits on another request's I/O as hung. So concurrent misses
 * each load for themselves.
 */

export interface TtlCacheOptions {
  /** Entries kept at most. */
  maxEntries: number;
  /** Sum of the `bytes` given to set() kept at most (default: no limit). */
  maxBytes?: number;
  /** Clock in milliseconds, for tests. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  bytes: number;
}

export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: TtlCacheOptions) {
    this.#maxEntries = options.maxEntries;
    this.#maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The value, or undefined when absent or expired. A hit becomes the most recently used. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value for ttlMs milliseconds; a ttl of 0 or less stores nothing. */
  set(key: string, value: V, ttlMs: number, bytes = 0): void {
    this.delete(key);
    if (ttlMs <= 0 || bytes > this.#maxBytes) return;
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** The cached value, or the result of load() stored for ttlMs. A failed load is not cached. */
  async getOrLoad(key: string, ttlMs: number, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value, ttlMs);
    return value;
  }

  #evict(): void {
    for (const [key] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) return;
      this.delete(key);
    }
  }
}
