import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../content/languages.ts";
import { CATALOGUES } from "./catalogue.ts";
import { allMessages, catalogueProblems, placeholders } from "./catalogue-check.ts";
import { fill } from "./fill.ts";

describe("docs/languages.md: every language's catalogue has every key of the English one", () => {
  for (const language of LANGUAGES.filter((l) => l !== "en")) {
    it(`${language}: same keys, no empty message, same placeholders, lists of the same length`, () => {
      expect(catalogueProblems(CATALOGUES.en, CATALOGUES[language])).toEqual([]);
    });
  }

  it("a missing key, an extra key, an empty message and a lost placeholder are each named", () => {
    const english = { frame: { menu: "Menu", close: "Close" }, count: "{n} selected", list: ["a", "b"] };
    const broken = { frame: { menu: "Menü", extra: "x" }, count: "ausgewählt", list: ["a"] };
    expect(catalogueProblems(english, broken)).toEqual([
      "frame.close: missing",
      "frame.extra: not in the English catalogue",
      "count: placeholders {} instead of {n}",
      "list: 1 items instead of 2",
    ]);
    expect(catalogueProblems({ a: "A" }, { a: " " })).toEqual(["a: empty"]);
    expect(catalogueProblems({ a: { b: "B" } }, { a: "B" })).toEqual(["a: must be a group, is a text"]);
  });

  it("the English catalogue holds only texts (islands receive it as JSON props)", () => {
    const messages = allMessages(CATALOGUES.en);
    expect(messages.length).toBeGreaterThan(100);
    expect(JSON.parse(JSON.stringify(CATALOGUES.en))).toEqual(CATALOGUES.en);
  });
});

describe("placeholders", () => {
  it("are found and filled by name; a missing value stays visible", () => {
    expect(placeholders("Question {n} of {total}")).toEqual(["n", "total"]);
    expect(fill("Question {n} of {total}", { n: 1, total: 4 })).toBe("Question 1 of 4");
    expect(fill("{count} selected", {})).toBe("{count} selected");
  });
});
