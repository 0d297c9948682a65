import type { NameEntry } from "./format.ts";

/**
 * How autocomplete orders the keys that match a query: by population, with two weights.
 * - A key equal to the whole query counts EXACT_WEIGHT times: "Paris" typed in full puts
 *   Paris, Texas above Parisot, but "Par" (a village) does not outrank Paris.
 * - An alternate name counts ALTERNATE_WEIGHT: GeoNames alternates include old
 *   romanisations of very large cities ("Pao-an") that would crowd out short queries, yet
 *   "Münch" should still find München (listed in GeoNames as Munich).
 * The build ranks tops lists with the same score (and keeps every exact key besides).
 */
export const EXACT_WEIGHT = 20;
export const ALTERNATE_WEIGHT = 0.01;

export function entryScore(entry: NameEntry, query?: string): number {
  return entry[3] * (entry[5] ? ALTERNATE_WEIGHT : 1) * (entry[0] === query ? EXACT_WEIGHT : 1);
}

/** Best first; ties: a place's own name first, then by id (stable across builds). */
export function compareEntries(a: NameEntry, b: NameEntry, query?: string): number {
  return entryScore(b, query) - entryScore(a, query) || (a[5] ?? 0) - (b[5] ?? 0) || a[2] - b[2];
}
