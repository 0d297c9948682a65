import type { MatchedSubstring } from "../../localities/api-types.ts";

export interface TextPart {
  text: string;
  matched: boolean;
}

/**
 * Splits a suggestion into the parts that match what was typed and the rest, from the
 * API's matched_substrings (offsets in UTF-16 code units). Overlapping or out-of-range
 * spans are clipped.
 */
export function highlightParts(text: string, matches: readonly MatchedSubstring[]): TextPart[] {
  const spans = [...matches].sort((a, b) => a.offset - b.offset);
  const parts: TextPart[] = [];
  let at = 0;
  for (const { offset, length } of spans) {
    const start = Math.max(offset, at);
    const end = Math.min(offset + length, text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), matched: false });
    parts.push({ text: text.slice(start, end), matched: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), matched: false });
  return parts;
}
