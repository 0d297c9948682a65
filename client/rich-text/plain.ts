import type { Inline, RichText } from "./schema.ts";

/** Inline rich text as plain text (marks dropped, link text kept). */
export function inlineToPlain(value: Inline): string {
  if (typeof value === "string") return value;
  return value
    .map((node) => {
      if (typeof node === "string") return node;
      if ("b" in node) return inlineToPlain(node.b);
      if ("i" in node) return inlineToPlain(node.i);
      return inlineToPlain(node.text);
    })
    .join("");
}

/** Block rich text as plain text: one line per paragraph, heading or list item. */
export function richTextToPlain(value: RichText): string {
  return value
    .flatMap((block) => {
      if ("p" in block) return [inlineToPlain(block.p)];
      if ("h" in block) return [inlineToPlain(block.text)];
      return ("ul" in block ? block.ul : block.ol).map(inlineToPlain);
    })
    .join("\n");
}
