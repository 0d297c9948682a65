import type { ReactNode } from "react";
import { usePageContext, type PageContextValue } from "../page-context.ts";
import { headingTag } from "../sections/heading-level.ts";
import { useSectionPosition } from "../sections/section.tsx";
import { pageLinkAttributes } from "./page-link.ts";
import type { Inline, InlineNode, RichText as RichTextValue } from "./schema.ts";

/** What a link needs of the page: its host and its language (docs/languages.md). */
type LinkPage = Pick<PageContextValue, "siteHost" | "language" | "languages">;

function renderNode(node: InlineNode, key: number, page: LinkPage): ReactNode {
  if (typeof node === "string") return node;
  if ("b" in node) return <strong key={key}>{renderInline(node.b, page)}</strong>;
  if ("i" in node) return <em key={key}>{renderInline(node.i, page)}</em>;
  return (
    <a key={key} {...pageLinkAttributes(node.a, page)}>
      {renderInline(node.text, page)}
    </a>
  );
}

function renderInline(value: Inline, page: LinkPage): ReactNode {
  return typeof value === "string" ? value : value.map((node, i) => renderNode(node, i, page));
}

/** Inline rich text (bold, italic, links) without a wrapping element. */
export function InlineText({ value }: { value: Inline }) {
  return <>{renderInline(value, usePageContext())}</>;
}

/**
 * Block rich text: paragraphs, headings 2–6, ordered and unordered lists. Headings are
 * written as they read in a page's first section and shift down one level in later ones.
 */
export function RichText({ value }: { value: RichTextValue }) {
  const page = usePageContext();
  const { first } = useSectionPosition();
  return (
    <>
      {value.map((block, i) => {
        if ("p" in block) return <p key={i}>{renderInline(block.p, page)}</p>;
        if ("h" in block) {
          const Heading = headingTag(block.h, first);
          return <Heading key={i}>{renderInline(block.text, page)}</Heading>;
        }
        const List = "ul" in block ? "ul" : "ol";
        const items = "ul" in block ? block.ul : block.ol;
        return (
          <List key={i}>
            {items.map((item, j) => (
              <li key={j}>{renderInline(item, page)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
