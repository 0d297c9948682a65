/**
 * Pre-rendered pages (docs/benchmarks.md#pre-rendered-pages): a page's document rendered once
 * with a mark in place of each block that varies by visitor, cut at the marks into pieces of
 * HTML. Each varying block is rendered then too for the visitors there are few kinds of (each
 * currency, and no query value given): its fills. A request joins the pieces with the fills
 * for its visitor, or renders a block alone in what the page gives it (PageBlock) where it has
 * none: the page a whole render gives either way (prerender.test.ts).
 */
import { createElement } from "react";
import { shownBlocks } from "../../client/blocks/block-list.tsx";
import type { VaryBy } from "../../client/blocks/define-block.ts";
import { type Block, blockVaries } from "../../client/blocks/registry.ts";
import type { PageContextValue } from "../../client/page-context.ts";
import { PageBlock } from "../../client/page-view.tsx";
import { CURRENCIES, type CurrencySource } from "../../client/pricing/currency.ts";
import { contextOf, documentElement, type PageInput, type VisitorValues, withPageFacts } from "./page-render.ts";
import { renderFragment } from "./site-chrome.ts";

/** A page's HTML cut where its varying blocks go: `pieces` has one more entry than `slots`. */
export interface PageCut {
  pieces: string[];
  /** The index, among the shown blocks, of the block that goes after each piece but the last. */
  slots: number[];
  /** What each slot's block varies by. */
  slotVaries: VaryBy[][];
  /** Each slot's block rendered ahead, by fillKey. */
  fills: Record<string, string>[];
}

const CURRENCY_SOURCES: readonly CurrencySource[] = ["query", "country", "default"];

/**
 * The key of a block's fill for a visitor: the values of what the block varies by. Null when
 * the visitor is not one the block was rendered ahead for: a query value it reads was given,
 * or it varies by consent.
 * @example fillKey(["currency", "query:plan_id"], { currency: "pounds", currencySource: "country", query: {}, countrySimulation: false }) // "currency=pounds/country"
 */
export function fillKey(varies: readonly VaryBy[], visitor: VisitorValues): string | null {
  const parts: string[] = [];
  for (const vary of varies) {
    if (vary === "currency") parts.push(`currency=${visitor.currency}/${visitor.currencySource}`);
    else if (!vary.startsWith("query:") || Object.hasOwn(visitor.query, vary.slice("query:".length))) return null;
  }
  return parts.join("|");
}

/** A visitor who gave nothing: what a page's pieces are rendered for (they read nothing of the visitor). */
export const NO_VISITOR: VisitorValues = {
  currency: "euros",
  currencySource: "default",
  countrySimulation: false,
  query: {},
};

/** The visitors a block that varies so is rendered ahead for: each currency and how it was chosen, no query value. */
export function aheadVisitors(varies: readonly VaryBy[]): VisitorValues[] {
  if (varies.includes("consent")) return [];
  if (!varies.includes("currency")) return [NO_VISITOR];
  return CURRENCIES.flatMap((currency) =>
    CURRENCY_SOURCES.map((currencySource) => ({ ...NO_VISITOR, currency, currencySource })),
  );
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
export function cutAtMarks(html: string, expected: readonly number[]): Pick<PageCut, "pieces" | "slots"> | null {
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
  return varyingOf(shownBlocks(withPageFacts(input.page, input.site).blocks));
}

function varyingOf(blocks: readonly Block[]): number[] {
  return blocks.flatMap((block, i) => (blockVaries(block).length > 0 ? [i] : []));
}

/**
 * Renders a page's shown blocks alone, for `input`'s visitor or another: the page's facts and
 * context are worked out once, and only the visitor's values change between renders.
 */
function blockRenderer(input: PageInput) {
  const page = withPageFacts(input.page, input.site);
  const blocks = shownBlocks(page.blocks);
  // Worked out at the first render only: most pages have no block to render alone.
  let context: PageContextValue | undefined;
  return {
    blocks,
    render(index: number, visitor: VisitorValues = input.visitor): Promise<string> {
      const block = blocks[index];
      if (!block) throw new Error(`the pre-rendered page ${input.path} has no block ${index}`);
      context ??= contextOf({ ...input, page });
      const forVisitor = { ...context, ...visitor };
      return renderFragment(createElement(PageBlock, { site: input.site, context: forVisitor, block, index }));
    },
  };
}

/**
 * The key of the page a cut gives a visitor from its fills alone: each slot's fill key, in
 * order; null when a slot has no fill for the visitor. A page that does not vary has one, "".
 * @example visitorKey({ slotVaries: [["currency"]] }, { ...NO_VISITOR, currency: "pounds", currencySource: "country" }) // "currency=pounds/country"
 */
export function visitorKey(cut: Pick<PageCut, "slotVaries">, visitor: VisitorValues): string | null {
  const keys: string[] = [];
  for (const varies of cut.slotVaries) {
    const key = fillKey(varies, visitor);
    if (key === null) return null;
    keys.push(key);
  }
  return keys.join(";");
}

/**
 * The whole pages a cut's fills give, by visitorKey: one for each kind of visitor its blocks
 * were rendered ahead for (one for a page that does not vary).
 */
export function pagesAhead(cut: PageCut): [key: string, html: string][] {
  const pages = new Map<string, string>();
  for (const visitor of aheadVisitors([...new Set(cut.slotVaries.flat())])) {
    const key = visitorKey(cut, visitor);
    const parts = partsFromFills(cut, visitor);
    if (key !== null && parts !== null && !pages.has(key)) pages.set(key, parts.join(""));
  }
  return [...pages];
}

/** The fill a cut holds for a slot and a visitor, if any. */
function fillFor(cut: PageCut, slot: number, visitor: VisitorValues): string | undefined {
  const key = fillKey(cut.slotVaries[slot] ?? [], visitor);
  return key === null ? undefined : cut.fills[slot]?.[key];
}

/** The pieces with each slot's HTML between them, in order. */
function interleave(pieces: readonly string[], slots: readonly string[]): string[] {
  return pieces.flatMap((piece, i) => (i < slots.length ? [piece, slots[i] as string] : [piece]));
}

/**
 * Renders a page with its varying blocks marked, cuts it there, and renders those blocks
 * ahead (aheadVisitors). The visitor values of `input` reach no piece: only the blocks that
 * declare them read them. Null when the marks did not come out as placed (the page is then
 * rendered whole, every time).
 */
export async function cutPage(input: PageInput): Promise<PageCut | null> {
  const renderer = blockRenderer(input);
  const slots = varyingOf(renderer.blocks);
  const marked = new Set(slots);
  const element = await documentElement(input, (_block, index) =>
    marked.has(index) ? createElement(MARK_TAG, { [MARK_ATTRIBUTE]: String(index) }) : undefined,
  );
  const cut = cutAtMarks(await renderFragment(element), slots);
  if (!cut) return null;
  const slotVaries = slots.map((index) => [...blockVaries(renderer.blocks[index] as Block)]);
  const fills = await Promise.all(
    slots.map(async (index, i) => {
      const varies = slotVaries[i] as VaryBy[];
      const fill: Record<string, string> = {};
      for (const visitor of aheadVisitors(varies)) {
        const key = fillKey(varies, visitor);
        if (key !== null) fill[key] = await renderer.render(index, visitor);
      }
      return fill;
    }),
  );
  return { ...cut, slotVaries, fills };
}

/**
 * A page cut once, for one visitor, from its fills alone: the pieces and fills in order, to be
 * joined; null when one of its blocks has no fill for this visitor.
 */
export function partsFromFills(cut: PageCut, visitor: VisitorValues): string[] | null {
  const fills: string[] = [];
  for (let i = 0; i < cut.slots.length; i += 1) {
    const fill = fillFor(cut, i, visitor);
    if (fill === undefined) return null;
    fills.push(fill);
  }
  return interleave(cut.pieces, fills);
}

/** A page cut once, completed for one visitor: each varying block from its fill, else rendered alone. */
export async function completeCut(cut: PageCut, input: PageInput): Promise<string> {
  let renderer: ReturnType<typeof blockRenderer> | undefined;
  const slots = await Promise.all(
    cut.slots.map((index, i) => {
      const fill = fillFor(cut, i, input.visitor);
      if (fill !== undefined) return fill;
      renderer ??= blockRenderer(input);
      return renderer.render(index);
    }),
  );
  return interleave(cut.pieces, slots).join("");
}
