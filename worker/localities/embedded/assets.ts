import { TtlCache } from "../../cache/ttl-cache.ts";
import { paths, type Manifest } from "./format.ts";

/**
 * Decoded index files kept per isolate, least recently used out first. The budget counts
 * the files' JSON bytes; decoded, they take two to four times that on the V8 heap
 * (`npm run bench:localities`: a full cache left the isolate at 15 MB of heap after a load
 * run; the largest files at worst decode to 21 MB), well inside a Worker's 128 MB. The
 * files only change with a deploy, which starts new isolates, so the time to live only
 * bounds how long an unused file stays.
 */
export const SHARD_CACHE_BYTES = 6 * 1024 * 1024;
const SHARD_TTL_MS = 60 * 60 * 1000;
const shards = new TtlCache<unknown>({ maxEntries: 4096, maxBytes: SHARD_CACHE_BYTES });

/** Cache statistics, for the benchmark (GET /__bench/geo-cache). */
export function shardCacheStats(): { entries: number; bytes: number; budget: number } {
  return { entries: shards.size, bytes: shards.bytes, budget: SHARD_CACHE_BYTES };
}

/** Forgets every file read (tests of a broken deploy, which must not be answered from memory). */
export function clearShardCache(): void {
  shards.clear();
}

/** A file is absent: an ocean cell, say. Cached too, so that it is not asked for again. */
const ABSENT = Symbol("absent");

/**
 * Reads the embedded index through the ASSETS binding. Concurrent misses each read the file
 * themselves: only settled values are shared between requests (see TtlCache).
 */
export class GeoAssets {
  readonly #assets: Fetcher;

  constructor(assets: Fetcher) {
    this.#assets = assets;
  }

  /** The parsed file, or null when there is no such file. Throws when the binding fails. */
  async read<T>(path: string): Promise<T | null> {
    const hit = shards.get(path);
    if (hit !== undefined) return hit === ABSENT ? null : (hit as T);
    const response = await this.#assets.fetch(`https://assets.invalid${path}`);
    if (response.status === 404) {
      await response.body?.cancel();
      shards.set(path, ABSENT, SHARD_TTL_MS, 64);
      return null;
    }
    if (!response.ok) throw new Error(`embedded index: ${path} answered ${response.status}`);
    const text = await response.text();
    const value = JSON.parse(text) as T;
    shards.set(path, value, SHARD_TTL_MS, text.length);
    return value;
  }

  /**
   * A file the manifest announces (a chunk of names, ZIP codes, postcodes or cells, a bucket
   * of places): its absence is a broken deploy, not an empty answer. Throws, so the API
   * answers UNKNOWN_ERROR uncached (and logs the path) instead of "no results" for an hour.
   */
  async require<T>(path: string): Promise<T> {
    const value = await this.read<T>(path);
    if (value === null)
      throw new Error(`embedded index: ${path} is missing (the manifest lists it; run npm run build and deploy again)`);
    return value;
  }

  async manifest(): Promise<Manifest> {
    const manifest = await this.read<Manifest>(paths.manifest());
    if (!manifest) throw new Error("embedded index: no manifest (run npm run build)");
    return manifest;
  }
}
