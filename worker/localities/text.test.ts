import { describe, expect, it } from "vitest";
import { fold, foldWithMap, prefixSpan, wordPrefixSpans } from "./text.ts";

describe("folding names for case- and accent-insensitive matching", () => {
  it("lower-cases and strips accents", () => {
    expect(fold("Saint-Étienne")).toBe("saint etienne");
    expect(fold("ÎLE-DE-FRANCE")).toBe("ile de france");
    expect(fold("Zürich")).toBe("zurich");
  });

  it("spells out letters that have no decomposition", () => {
    expect(fold("Straße")).toBe("strasse");
    expect(fold("Łódź")).toBe("lodz");
    expect(fold("Ærøskøbing")).toBe("aeroskobing");
  });

  it("drops apostrophes and reads dashes, dots and commas as one space", () => {
    expect(fold("Qal‘ah-ye Now")).toBe("qalah ye now");
    expect(fold("St. Louis")).toBe("st louis");
    expect(fold("  a  --  b ")).toBe("a b");
  });

  it("keeps a trailing space only when asked (a visitor still typing)", () => {
    expect(fold("saint ")).toBe("saint");
    expect(fold("saint ", true)).toBe("saint ");
  });

  it("maps each folded character back to the original text", () => {
    const folded = foldWithMap("Straße");
    expect(folded.text).toBe("strasse");
    // Both s of ß end where ß ends.
    expect(folded.sourceEnd).toEqual([1, 2, 3, 4, 5, 5, 6]);
  });
});

describe("matched substrings", () => {
  it("a folded prefix covers the original characters it came from", () => {
    expect(prefixSpan(foldWithMap("Saint-Étienne"), "saint e".length)).toEqual({ offset: 0, length: 7 });
    expect(prefixSpan(foldWithMap("Großbeeren"), "gross".length)).toEqual({ offset: 0, length: 4 });
  });

  it("words typed after a comma must start words of the text", () => {
    // The first word that starts with it: "-" separates words too.
    expect(wordPrefixSpans(", Île-de-France, France", ["fr"])).toEqual([{ offset: 9, length: 2 }]);
    expect(wordPrefixSpans(", Ontario, Canada", ["can"])).toEqual([{ offset: 11, length: 3 }]);
    expect(wordPrefixSpans(", Île-de-France, France", ["ile", "fran"])).toEqual([
      { offset: 2, length: 3 },
      { offset: 9, length: 4 },
    ]);
    expect(wordPrefixSpans(", England, United Kingdom", ["land"])).toBeNull();
  });
});
