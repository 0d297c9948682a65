import * as v from "valibot";

/**
 * Rich text in page JSON (docs/content-model.md): bold, italic, links, ordered and unordered
 * lists and headings 2 to 6, as structured data, never raw HTML.
 *
 * Inline content is a string or a list of strings and marks:
 *   "plain" | ["plain ", { "b": "bold" }, { "i": ["italic ", { "b": "bold" }] }, { "a": "/pricing", "text": "a link" }]
 * Blocks:
 *   { "p": Inline } | { "h": 2..6, "text": Inline } | { "ul": Inline[] } | { "ol": Inline[] }
 */

export type InlineNode = string | { b: Inline } | { i: Inline } | { a: string; text: Inline };
export type Inline = string | InlineNode[];

export type RichTextBlock =
  | { p: Inline }
  | { h: 2 | 3 | 4 | 5 | 6; text: Inline }
  | { ul: Inline[] }
  | { ol: Inline[] };

export type RichText = RichTextBlock[];

/**
 * Chooses the schema by which key the object has, so that an error points at the field
 * that is wrong instead of listing every alternative.
 */
function keyed<T>(branches: Record<string, v.GenericSchema<T>>, message: string): v.GenericSchema<T> {
  const nothing = v.never(message) as unknown as v.GenericSchema<T>;
  return v.lazy((input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) return nothing;
    const key = Object.keys(branches).find((k) => k in input);
    return key ? (branches[key] as v.GenericSchema<T>) : nothing;
  });
}

const INLINE_MESSAGE = 'expected text, { "b" }, { "i" } or { "a", "text" }';

const inlineMark: v.GenericSchema<InlineNode> = keyed<InlineNode>(
  {
    b: v.strictObject({ b: v.lazy(() => inline) }),
    i: v.strictObject({ i: v.lazy(() => inline) }),
    a: v.strictObject({ a: v.pipe(v.string(), v.nonEmpty("a link needs an address")), text: v.lazy(() => inline) }),
  },
  INLINE_MESSAGE,
);

const inlineNode: v.GenericSchema<InlineNode> = v.lazy((input) =>
  typeof input === "string" ? v.string() : inlineMark,
);

export const inline: v.GenericSchema<Inline> = v.lazy((input) =>
  Array.isArray(input) ? v.array(inlineNode) : v.string("expected text or a list of text and marks"),
);

const headingLevel = v.picklist([2, 3, 4, 5, 6], "heading level must be 2 to 6");

export const richTextBlock: v.GenericSchema<RichTextBlock> = keyed<RichTextBlock>(
  {
    p: v.strictObject({ p: inline }),
    h: v.strictObject({ h: headingLevel, text: inline }),
    ul: v.strictObject({ ul: v.array(inline) }),
    ol: v.strictObject({ ol: v.array(inline) }),
  },
  'expected { "p" }, { "h", "text" }, { "ul" } or { "ol" }',
);

export const richText = v.array(richTextBlock);
