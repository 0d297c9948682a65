/**
 * Card ordering on layout pages (docs/editor.md): the cards of a listed type in display
 * order, the layout's `order` first, then the rest newest first (as the catalogue sorts
 * them); a card moves one place earlier or later; the first has no "earlier", the last no
 * "later".
 */

/** The display order of the cards' slugs: `order` (those that exist) then the others as listed. */
export function cardSequence(order: readonly string[], listed: readonly string[]): string[] {
  const known = new Set(listed);
  const first = order.filter((slug, i) => known.has(slug) && order.indexOf(slug) === i);
  return [...first, ...listed.filter((slug) => !first.includes(slug))];
}

/** The sequence with the card at `index` moved one place (delta -1 earlier, +1 later); unchanged at an end. */
export function moveCard(sequence: readonly string[], index: number, delta: -1 | 1): string[] {
  const to = index + delta;
  if (index < 0 || index >= sequence.length || to < 0 || to >= sequence.length) return [...sequence];
  const next = [...sequence];
  [next[index], next[to]] = [next[to] as string, next[index] as string];
  return next;
}

/** Which moves a card offers: none earlier for the first, none later for the last. */
export function cardMoves(index: number, count: number): { earlier: boolean; later: boolean } {
  return { earlier: index > 0, later: index < count - 1 };
}
