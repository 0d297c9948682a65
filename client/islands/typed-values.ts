/**
 * What a visitor typed into an island before it was hydrated: the islands entry
 * (client/entry.ts) keeps it in `data-typed` (input id → text) when it hydrates an island
 * that loads on interaction, because the first keystrokes can land before the island's code.
 */
export const TYPED_ATTRIBUTE = "data-typed";

/** Reads the text of every text input under `root`, by id (the entry calls it just before hydrating). */
export function typedValues(root: ParentNode): Record<string, string> {
  const values: Record<string, string> = {};
  for (const input of root.querySelectorAll<HTMLInputElement>("input[id]"))
    if (input.type === "text" && input.value) values[input.id] = input.value;
  return values;
}
