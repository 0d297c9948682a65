/**
 * The one byte range a Range header asks for (RFC 9110 §14), as PMTiles readers send it:
 * "bytes=0-16383", "bytes=1000-" or "bytes=-500". Several ranges at once are not served
 * (PMTiles never asks for them): the whole file is sent instead, as RFC 9110 allows.
 */
export type ByteRange = { offset: number; length: number };

export type RangeRequest = { kind: "none" } | { kind: "range"; range: ByteRange } | { kind: "unsatisfiable" };

export function parseRange(header: string | null | undefined, size: number): RangeRequest {
  if (!header) return { kind: "none" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: "none" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "none" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    const length = Math.min(suffix, size);
    return { kind: "range", range: { offset: size - length, length } };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: "unsatisfiable" };
  return { kind: "range", range: { offset: start, length: end - start + 1 } };
}
