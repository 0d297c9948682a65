/** What a key does in the combobox (ARIA 1.2 pattern): move, choose, close, or nothing. */
export type ComboboxAction =
  | { kind: "move"; active: number }
  | { kind: "choose"; index: number }
  | { kind: "close" }
  | { kind: "none" };

/**
 * Arrow keys move through `count` suggestions (wrapping), Enter chooses the active one (or
 * the first), Escape closes an open list. Pure, so the rule is tested apart from React.
 */
export function comboboxKey(key: string, count: number, active: number, open: boolean): ComboboxAction {
  if (key === "ArrowDown" && count > 0) return { kind: "move", active: (active + 1) % count };
  if (key === "ArrowUp" && count > 0) return { kind: "move", active: active <= 0 ? count - 1 : active - 1 };
  if (key === "Enter" && open && count > 0) return { kind: "choose", index: Math.max(active, 0) };
  if (key === "Escape" && open) return { kind: "close" };
  return { kind: "none" };
}
