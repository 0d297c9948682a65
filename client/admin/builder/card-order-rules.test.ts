import { describe, expect, it } from "vitest";
import { cardMoves, cardSequence, moveCard } from "./card-order-rules.ts";

describe("card ordering on layout pages (docs/editor.md)", () => {
  it("the layout's order comes first, then the other cards as listed (newest first)", () => {
    expect(cardSequence(["b", "gone", "b"], ["a", "b", "c"])).toEqual(["b", "a", "c"]);
  });

  it("a card moves one place earlier or later", () => {
    expect(moveCard(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveCard(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });

  it("the first card has no move-earlier control and the last no move-later control", () => {
    expect(cardMoves(0, 3)).toEqual({ earlier: false, later: true });
    expect(cardMoves(2, 3)).toEqual({ earlier: true, later: false });
    expect(cardMoves(0, 1)).toEqual({ earlier: false, later: false });
    expect(moveCard(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveCard(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});
