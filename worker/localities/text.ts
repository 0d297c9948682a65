/**
 * Name folding for matching: case- and accent-insensitive, punctuation-tolerant.
 *
 * The build (scripts/geodata) folds every indexed name with the same function the Worker
 * uses on the visitor's input, so "Saint-Étienne", "saint etienne" and "ST-ETIENNE"
 * meet on "saint etienne". Folding keeps, for each folded character, where it came from
 * in the original text, so a match on the folded form becomes a `matched_substrings`
 * span on the text the visitor sees.
 */

/** Letters that Unicode decomposition does not reduce to ASCII. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ø: "o",
  Ø: "o",
  đ: "d",
  Đ: "d",
  ł: "l",
  Ł: "l",
  ı: "i",
  þ: "th",
  Þ: "th",
  ð: "d",
  Ð: "d",
  ħ: "h",
  Ħ: "h",
};

/** Dropped: apostrophes and quote marks ("Qal‘ah", "Qal'ah" and "Qalah" meet). */
const DROPPED = /['‘’`´ʻʼʹ"“”]/u;
/** Read as a space: dashes, dots, commas, slashes, brackets, underscores. */
const SEPARATORS = /[\s\-‐‑‒–—.,/()_;:]/u;
const MARKS = /\p{M}/gu;

export interface Folded {
  /** The folded text: lower case, no accents, single spaces. */
  text: string;
  /** For each folded character, the end (UTF-16 index, exclusive) of the source character that produced it. */
  sourceEnd: number[];
  /** For each folded character, the start of the source character that produced it. */
  sourceStart: number[];
}

/**
 * Folds `value` and maps each folded character back to the original. Leading spaces are
 * dropped and runs of spaces collapse to one; a trailing space is kept only when
 * `keepTrailingSpace` (a visitor who typed "saint " wants "Saint Denis", not "Saintes").
 */
export function foldWithMap(value: string, keepTrailingSpace = false): Folded {
  let text = "";
  const sourceStart: number[] = [];
  const sourceEnd: number[] = [];
  let index = 0;
  for (const char of value) {
    const start = index;
    index += char.length;
    let out: string;
    if (DROPPED.test(char)) continue;
    if (SEPARATORS.test(char)) out = " ";
    else out = SPECIAL_LETTERS[char] ?? char.normalize("NFKD").replace(MARKS, "").toLowerCase();
    for (const piece of out) {
      if (piece === " " && (text.length === 0 || text.endsWith(" "))) continue;
      text += piece;
      sourceStart.push(start);
      sourceEnd.push(index);
    }
  }
  if (!keepTrailingSpace && text.endsWith(" ")) {
    text = text.slice(0, -1);
    sourceStart.pop();
    sourceEnd.pop();
  }
  return { text, sourceStart, sourceEnd };
}

/** The folded form only. */
export function fold(value: string, keepTrailingSpace = false): string {
  return foldWithMap(value, keepTrailingSpace).text;
}

export interface Span {
  offset: number;
  length: number;
}

/**
 * The span of `original` covered by its first `foldedLength` folded characters, shifted
 * by `base` (the position of `original` inside a longer description).
 */
export function prefixSpan(original: Folded, foldedLength: number, base = 0): Span {
  if (foldedLength <= 0) return { offset: base, length: 0 };
  const end = original.sourceEnd[Math.min(foldedLength, original.text.length) - 1] ?? 0;
  return { offset: base, length: end };
}

/**
 * Where each word of `tokens` starts a word of `text` (folded), as spans of the original.
 * Returns null when a token matches no word: the caller drops the candidate.
 */
export function wordPrefixSpans(text: string, tokens: readonly string[]): Span[] | null {
  const folded = foldWithMap(text);
  const spans: Span[] = [];
  for (const token of tokens) {
    let at = -1;
    let from = 0;
    while (from <= folded.text.length) {
      const found = folded.text.indexOf(token, from);
      if (found < 0) break;
      if (found === 0 || folded.text[found - 1] === " ") {
        at = found;
        break;
      }
      from = found + 1;
    }
    if (at < 0) return null;
    const start = folded.sourceStart[at] ?? 0;
    const end = folded.sourceEnd[at + token.length - 1] ?? start;
    spans.push({ offset: start, length: end - start });
  }
  return spans;
}
