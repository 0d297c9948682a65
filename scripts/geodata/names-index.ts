/**
 * The autocomplete index of one scope (all countries, or one country): every key sorted and
 * cut into chunks, plus "tops" for the prefixes too common to read their chunks (a query of
 * one or two letters): the keys equal to the prefix, then the most populous places.
 */
import {
  MAX_CHUNKS_PER_QUERY,
  chunkRange,
  type NameEntry,
  type TopsFile,
} from "../../worker/localities/embedded/format.ts";
import { compareEntries } from "../../worker/localities/embedded/rank.ts";
import { chunkSorted } from "./chunks.ts";

/** Distinct places kept per prefix in a tops list: more than one page of suggestions. */
const TOP_PLACES = 16;

/** The Worker's order (worker/localities/embedded/rank.ts), without a query. */
function byRank(a: NameEntry, b: NameEntry): number {
  return compareEntries(a, b);
}

function byKey(a: NameEntry, b: NameEntry): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : byRank(a, b);
}

function topsOf(entries: NameEntry[], prefix: string): NameEntry[] {
  const exact = entries.filter((e) => e[0] === prefix).sort(byRank);
  const seen = new Set(exact.map((e) => e[2]));
  const top: NameEntry[] = [];
  for (const entry of [...entries].sort(byRank)) {
    if (top.length >= TOP_PLACES) break;
    if (seen.has(entry[2])) continue;
    seen.add(entry[2]);
    top.push(entry);
  }
  return [...exact, ...top];
}

export interface NamesIndex {
  firsts: string[];
  chunks: NameEntry[][];
  /** First character → tops file. */
  tops: Map<string, TopsFile>;
}

export function buildNamesIndex(entries: NameEntry[]): NamesIndex {
  const sorted = [...entries].sort(byKey);
  const { firsts, chunks } = chunkSorted(sorted, (e) => e[0]);
  const tops = new Map<string, TopsFile>();
  // A prefix can span too many chunks only if its parent does: walk down from one character.
  const visit = (prefix: string, list: NameEntry[]) => {
    const groups = new Map<string, NameEntry[]>();
    for (const entry of list) {
      const next = [...entry[0].slice(prefix.length)][0];
      if (next === undefined) continue;
      const group = groups.get(next) ?? [];
      group.push(entry);
      groups.set(next, group);
    }
    for (const [char, group] of groups) {
      const child = prefix + char;
      const [first, last] = chunkRange(firsts, child);
      if (last - first + 1 <= MAX_CHUNKS_PER_QUERY) continue;
      const firstChar = [...child][0] as string;
      const file = tops.get(firstChar) ?? {};
      file[child] = topsOf(group, child);
      tops.set(firstChar, file);
      visit(child, group);
    }
  };
  visit("", sorted);
  return { firsts, chunks, tops };
}
