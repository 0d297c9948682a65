import { CHUNK_BYTES } from "../../worker/localities/embedded/format.ts";

export interface Chunked<K, T> {
  /** First key of each chunk (what the manifest keeps). */
  firsts: K[];
  chunks: T[][];
}

/**
 * Cuts a list, already sorted by `keyOf`, into chunks of about CHUNK_BYTES of JSON. An item
 * is never split; one bigger than the target makes a chunk of its own.
 */
export function chunkSorted<K, T>(
  items: readonly T[],
  keyOf: (item: T) => K,
  bytesOf: (item: T) => number = (item) => JSON.stringify(item).length + 1,
): Chunked<K, T> {
  const result: Chunked<K, T> = { firsts: [], chunks: [] };
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = bytesOf(item);
    if (current.length > 0 && bytes + size > CHUNK_BYTES) {
      result.chunks.push(current);
      current = [];
      bytes = 0;
    }
    if (current.length === 0) result.firsts.push(keyOf(item));
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) result.chunks.push(current);
  return result;
}
