import { describe, expect, it } from "vitest";
import { comboboxKey } from "./combobox-keys.ts";

describe("combobox keys (ARIA 1.2 pattern)", () => {
  it("arrows move through the suggestions and wrap around", () => {
    expect(comboboxKey("ArrowDown", 3, -1, true)).toEqual({ kind: "move", active: 0 });
    expect(comboboxKey("ArrowDown", 3, 2, true)).toEqual({ kind: "move", active: 0 });
    expect(comboboxKey("ArrowUp", 3, 0, true)).toEqual({ kind: "move", active: 2 });
    expect(comboboxKey("ArrowUp", 0, 0, true)).toEqual({ kind: "none" });
  });

  it("Enter chooses the active suggestion, or the first; Escape closes an open list", () => {
    expect(comboboxKey("Enter", 3, 1, true)).toEqual({ kind: "choose", index: 1 });
    expect(comboboxKey("Enter", 3, -1, true)).toEqual({ kind: "choose", index: 0 });
    expect(comboboxKey("Enter", 3, 1, false)).toEqual({ kind: "none" });
    expect(comboboxKey("Escape", 3, 1, true)).toEqual({ kind: "close" });
    expect(comboboxKey("Escape", 3, 1, false)).toEqual({ kind: "none" });
  });
});
