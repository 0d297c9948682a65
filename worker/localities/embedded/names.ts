import type { GeoAssets } from "./assets.ts";
import { compareEntries } from "./rank.ts";
import { MAX_CHUNKS_PER_QUERY, chunkRange, paths, type Manifest, type NameEntry, type TopsFile } from "./format.ts";

/**
 * The keys of one scope (all countries, or one country) that start with `prefix` (folded):
 * read from the one or two chunks that can hold them, or, for a prefix too common for that,
 * from its precomputed tops list (its exact keys and its most populous places).
 */
export async function namesWithPrefix(
  assets: GeoAssets,
  manifest: Manifest,
  scope: string,
  prefix: string,
): Promise<NameEntry[]> {
  // Scope and prefix come from the visitor: own keys only (docs/security.md, "Prototype keys").
  const firsts = Object.hasOwn(manifest.names, scope) ? manifest.names[scope] : undefined;
  if (!firsts || firsts.length === 0 || prefix === "") return [];
  const [first, last] = chunkRange(firsts, prefix);
  if (last - first + 1 > MAX_CHUNKS_PER_QUERY) {
    const firstChar = [...prefix][0] as string;
    const tops = await assets.read<TopsFile>(paths.tops(scope, firstChar));
    return tops && Object.hasOwn(tops, prefix) ? (tops[prefix] ?? []) : [];
  }
  const chunks = await Promise.all(range(first, last).map((n) => assets.require<NameEntry[]>(paths.names(scope, n))));
  return chunks.flatMap((chunk) => chunk.filter((entry) => entry[0].startsWith(prefix)));
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Best first for this query (see rank.ts). */
export function rankEntries(entries: NameEntry[], query: string): NameEntry[] {
  return [...entries].sort((a, b) => compareEntries(a, b, query));
}
