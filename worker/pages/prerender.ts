/**
 * Pre-rendered pages (docs/benchmarks.md#pre-rendered-pages): a page's document rendered once
 * with a mark in place of each block that varies by visitor, cut at the marks into pieces of
 * HTML. A request then renders only those blocks, each alone in what the page gives it
 * (PageBlock), and joins them with the pieces: the page a whole render gives (prerender.test.ts).
 */
import { createElement } from "react";
import { shownBlocks } from "../../client/blocks/block-list.tsx";
import { blockVaries } from "../../client/blocks/registry.ts";
import { PageBlock } from "../../client/page-view.tsx";
import { contextOf, documentElement, type PageInput, withPageFacts } from "./page-render.ts";
import { renderFragment } from "./site-chrome.ts";

/** A page's HTML cut where its varying blocks go: `pieces` has one more entry than `slots`. */
export interface PageCut {
  pieces: string[];
  /** The index, among the shown blocks, of the block that goes after each piece but the last. */
  slots: number[];
}

/** The element that marks a varying block's place while the rest of the page is rendered. */
const MARK_TAG = "template";
const MARK_ATTRIBUTE = "data-locus-slot";
const MARK = new RegExp(`<${MARK_TAG} ${MARK_ATTRIBUTE}="(\\d+)"></${MARK_TAG}>`, "g");

/**
 * Cuts rendered HTML at its marks; null unless it holds exactly the `expected` marks in order.
 * Page text cannot forge a mark: React escapes "<" in text and attributes, and JSON-LD escapes it too.
 * @example cutAtMarks('a<template data-locus-slot="2"></template>b', [2]) // { pieces: ["a", "b"], slots: [2] }
 */
export function cutAtMarks(html: string, expected: readonly number[]): PageCut | null {
  const pieces: string[] = [];
  const slots: number[] = [];
  let from = 0;
  for (const match of html.matchAll(MARK)) {
    pieces.push(html.slice(from, match.index));
    slots.push(Number(match[1]));
    from = match.index + match[0].length;
  }
  pieces.push(html.slice(from));
  if (slots.length !== expected.length || slots.some((slot, i) => slot !== expected[i])) return null;
  return { pieces, slots };
}

/** The shown blocks of a page (fact tokens filled) that vary by visitor, by index. */
export function varyingSlots(input: Pick<PageInput, "page" | "site">): number[] {
  const blocks = shownBlocks(withPageFacts(input.page, input.site).blocks);
  return blocks.flatMap((block, i) => (blockVaries(block).length > 0 ? [i] : []));
}

/**
 * Renders a page with its varying blocks marked, and cuts it there. The visitor values of
 * `input` reach no piece: only the blocks that declare them read them. Null when the marks
 * did not come out as placed (the page is then rendered whole, every time).
 */
export async function cutPage(input: PageInput): Promise<PageCut | null> {
  const slots = varyingSlots(input);
  const marked = new Set(slots);
  const element = await documentElement(input, (_block, index) =>
    marked.has(index) ? createElement(MARK_TAG, { [MARK_ATTRIBUTE]: String(index) }) : undefined,
  );
  return cutAtMarks(await renderFragment(element), slots);
}

/** A page cut once, completed for one visitor: each varying block rendered alone, between the pieces. */
export async function completeCut(cut: PageCut, input: PageInput): Promise<string> {
  if (cut.slots.length === 0) return cut.pieces[0] ?? "";
  const page = withPageFacts(input.page, input.site);
  const blocks = shownBlocks(page.blocks);
  const context = contextOf({ ...input, page });
  const rendered = await Promise.all(
    cut.slots.map((index) => {
      const block = blocks[index];
      if (!block) throw new Error(`the pre-rendered page ${input.path} has no block ${index}`);
      return renderFragment(createElement(PageBlock, { site: input.site, context, block, index }));
    }),
  );
  let html = cut.pieces[0] ?? "";
  rendered.forEach((part, i) => {
    html += part + (cut.pieces[i + 1] ?? "");
  });
  return html;
}
