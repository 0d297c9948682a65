import { describe, expect, it } from "vitest";
import { duplicateKeys } from "./duplicate-keys.ts";

describe("a key written twice in one object is found (JSON.parse would keep only the last)", () => {
  it("names the object as a field path and the line of the second occurrence", () => {
    const text = [
      "{",
      '  "blocks": [',
      '    { "type": "hero", "props": {',
      '      "image": "a.svg",',
      '      "title": "T",',
      '      "image": "b.svg"',
      "    } }",
      "  ]",
      "}",
    ].join("\n");
    expect(duplicateKeys(text)).toEqual([{ object: "blocks[0].props", key: "image", line: 6 }]);
  });

  it("at the top level too", () => {
    expect(duplicateKeys('{"title": "a", "title": "b"}')).toEqual([{ object: "(top level)", key: "title", line: 1 }]);
  });

  it("the same key in sibling or nested objects is no duplicate", () => {
    expect(duplicateKeys('{"a": {"id": 1}, "b": {"id": 2, "c": {"id": 3}}, "list": [{"id": 1}, {"id": 2}]}')).toEqual(
      [],
    );
  });

  it("a third occurrence is reported again", () => {
    expect(duplicateKeys('{"x": 1, "x": 2, "x": 3}').map((d) => d.key)).toEqual(["x", "x"]);
  });
});
