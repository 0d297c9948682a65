import { describe, expect, it } from "vitest";
import { parseRange } from "./byte-range.ts";

describe("Range header (RFC 9110) for PMTiles reads", () => {
  it("a closed range, an open one and a suffix", () => {
    expect(parseRange("bytes=0-126", 1000)).toEqual({ kind: "range", range: { offset: 0, length: 127 } });
    expect(parseRange("bytes=900-", 1000)).toEqual({ kind: "range", range: { offset: 900, length: 100 } });
    expect(parseRange("bytes=-100", 1000)).toEqual({ kind: "range", range: { offset: 900, length: 100 } });
  });

  it("an end past the file is cut to the file", () => {
    expect(parseRange("bytes=990-2000", 1000)).toEqual({ kind: "range", range: { offset: 990, length: 10 } });
  });

  it("a start past the end cannot be served (416)", () => {
    expect(parseRange("bytes=1000-1001", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=5-2", 1000)).toEqual({ kind: "unsatisfiable" });
  });

  it("no header, another unit or several ranges: the whole file", () => {
    for (const header of [null, "", "items=0-1", "bytes=0-1,5-6", "bytes=-"])
      expect(parseRange(header, 1000)).toEqual({ kind: "none" });
  });
});
