import type { Context } from "hono";
import { TtlCache, type TtlCacheOptions } from "./ttl-cache.ts";

/** Runs a promise beyond the request that started it (the request's `waitUntil`). */
export type Defer = (work: Promise<unknown>) => void;

/** Where there is no request to wait for it, the work runs on its own for as long as the isolate lets it. */
export const unattended: Defer = () => undefined;

/** The request's waitUntil (none under `app.request()`, which has no execution context). */
export function deferIn(c: Context): Defer {
  try {
    const context = c.executionCtx;
    return (work) => context.waitUntil(work);
  } catch {
    return unattended;
  }
}

/**
 * From a share of its time to live between these on, a value in use is read again in the
 * background: chosen at random per value, so that values read together (a warm-up, a busy
 * minute) are not all read again at once, a burst of KV reads that the requests beside it
 * would wait behind.
 */
const REFRESH_FROM = 0.5;
const REFRESH_SPREAD = 0.25;

interface Kept<V> {
  value: V;
  refreshAt: number;
}

/**
 * A TtlCache whose values in use never expire under a request: once a value has lived half
 * to three quarters of its time, the next request that uses it starts reading it again in the
 * background (`defer`, the request's waitUntil) and is answered with the value it has,
 * which is still within its time; the new value replaces it when it arrives. A value nobody
 * asks for expires as before, and the next request reads it. So a change still shows within
 * the time to live, and the requests of a busy isolate do not wait on KV each time a value
 * expires (docs/benchmarks.md, "Tail latency").
 *
 * Only settled values are shared, as in TtlCache: the background read belongs to the request
 * that started it, and no other request waits on it.
 */
export class RefreshAheadCache<V> {
  readonly #cache: TtlCache<Kept<V>>;
  readonly #now: () => number;
  readonly #random: () => number;
  /** Keys being read again, with when that started (a read that never settles is retried after ttl). */
  readonly #refreshing = new Map<string, number>();

  constructor(options: TtlCacheOptions & { random?: () => number }) {
    this.#cache = new TtlCache<Kept<V>>(options);
    this.#now = options.now ?? Date.now;
    this.#random = options.random ?? Math.random;
  }

  /** The kept value (reading it again in the background when due), else load()'s, kept for ttlMs. */
  async get(key: string, ttlMs: number, load: () => Promise<V>, defer: Defer): Promise<V> {
    const kept = this.#cache.get(key);
    if (kept === undefined) {
      const value = await load();
      this.set(key, value, ttlMs);
      return value;
    }
    const now = this.#now();
    const started = this.#refreshing.get(key);
    if (kept.refreshAt <= now && (started === undefined || started + ttlMs <= now)) {
      this.#refreshing.set(key, now);
      defer(
        load()
          .then((value) => this.set(key, value, ttlMs))
          // A failed read keeps the value it would have replaced, until it expires.
          .catch(() => undefined)
          .finally(() => {
            if (this.#refreshing.get(key) === now) this.#refreshing.delete(key);
          }),
      );
    }
    return kept.value;
  }

  /** Whether a value is kept for the key (get() would answer without load()). */
  has(key: string): boolean {
    return this.#cache.get(key) !== undefined;
  }

  /** Keeps a value for ttlMs (nothing for a ttl of 0 or less). */
  set(key: string, value: V, ttlMs: number): void {
    const share = REFRESH_FROM + REFRESH_SPREAD * this.#random();
    this.#cache.set(key, { value, refreshAt: this.#now() + ttlMs * share }, ttlMs);
  }

  delete(key: string): void {
    this.#cache.delete(key);
  }
}
