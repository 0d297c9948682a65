import type { ReactNode } from "react";
import { usePageContext } from "../page-context.ts";
import { headingTag } from "../sections/heading-level.ts";
import { useSectionPosition } from "../sections/section.tsx";
import { linkAttributes } from "./links.ts";
import type { Inline, InlineNode, RichText as RichTextValue } from "./schema.ts";

function renderNode(node: InlineNode, key: number, siteHost: string): ReactNode {
  if (typeof node === "string") return node;
  if ("b" in node) return <strong key={key}>{renderInline(node.b, siteHost)}</strong>;
  if ("i" in node) return <em key={key}>{renderInline(node.i, siteHost)}</em>;
  return (
    <a key={key} {...linkAttributes(node.a, siteHost)}>
      {renderInline(node.text, siteHost)}
    </a>
  );
}

function renderInline(value: Inline, siteHost: string): ReactNode {
  return typeof value === "string" ? value : value.map((node, i) => renderNode(node, i, siteHost));
}

/** Inline rich text (bold, italic, links) without a wrapping element. */
export function InlineText({ value }: { value: Inline }) {
  const { siteHost } = usePageContext();
  return <>{renderInline(value, siteHost)}</>;
}

/**
 * Block rich text: paragraphs, headings 2–6, ordered and unordered lists. Headings are
 * written as they read in a page's first section and shift down one level in later ones.
 */
export function RichText({ value }: { value: RichTextValue }) {
  const { siteHost } = usePageContext();
  const { first } = useSectionPosition();
  return (
    <>
      {value.map((block, i) => {
        if ("p" in block) return <p key={i}>{renderInline(block.p, siteHost)}</p>;
        if ("h" in block) {
          const Heading = headingTag(block.h, first);
          return <Heading key={i}>{renderInline(block.text, siteHost)}</Heading>;
        }
        const List = "ul" in block ? "ul" : "ol";
        const items = "ul" in block ? block.ul : block.ol;
        return (
          <List key={i}>
            {items.map((item, j) => (
              <li key={j}>{renderInline(item, siteHost)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
