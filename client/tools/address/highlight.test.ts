import { describe, expect, it } from "vitest";
import { highlightParts } from "./highlight.ts";

describe("suggestions show the part that matches what was typed", () => {
  it("marks matched substrings", () => {
    expect(highlightParts("London, England", [{ offset: 0, length: 4 }])).toEqual([
      { text: "Lond", matched: true },
      { text: "on, England", matched: false },
    ]);
  });

  it("handles several, unsorted, overlapping and out-of-range spans", () => {
    expect(
      highlightParts("abcdef", [
        { offset: 4, length: 9 },
        { offset: 1, length: 2 },
        { offset: 2, length: 1 },
      ]),
    ).toEqual([
      { text: "a", matched: false },
      { text: "bc", matched: true },
      { text: "d", matched: false },
      { text: "ef", matched: true },
    ]);
    expect(highlightParts("abc", [])).toEqual([{ text: "abc", matched: false }]);
  });
});
