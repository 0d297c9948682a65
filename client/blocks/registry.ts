import type { ReactElement } from "react";
import * as v from "valibot";
import { accordionBlock } from "./accordion.tsx";
import { blogCardsBlock, cardsOrderBlock, newsCardsBlock, storiesCardsBlock } from "./cards.tsx";
import { codeSnippetBlock } from "./code-snippet.tsx";
import type { BlockModule, VaryBy } from "./define-block.ts";
import { discoverMapBlock } from "./discover-map.tsx";
import { freeToolBlock } from "./free-tool.tsx";
import { heroBlock } from "./hero.tsx";
import { iconGridBlock } from "./icon-grid.tsx";
import { mapDirectionsBlock } from "./map-directions.tsx";
import { pricingPlansBlock } from "./pricing-plans.tsx";
import { pricingCardsBlock } from "./pricing/pricing-cards.tsx";
import { pricingCreditsBlock } from "./pricing/pricing-credits.tsx";
import { pricingSimulatorBlock } from "./pricing/pricing-simulator.tsx";
import { pricingTableBlock } from "./pricing/pricing-table.tsx";
import { productDemoBlock } from "./product-demo.tsx";
import { quoteBlock } from "./quote.tsx";
import { textBlock } from "./text.tsx";

/**
 * Every block type, gathered once: the renderer, the content checks, the playground and
 * the editor all read this list. Adding a block = writing its module and adding it here.
 */
export const BLOCKS = [
  heroBlock,
  textBlock,
  pricingPlansBlock,
  codeSnippetBlock,
  accordionBlock,
  iconGridBlock,
  quoteBlock,
  blogCardsBlock,
  newsCardsBlock,
  storiesCardsBlock,
  cardsOrderBlock,
  discoverMapBlock,
  mapDirectionsBlock,
  freeToolBlock,
  // Pricing and product demos
  pricingCardsBlock,
  pricingTableBlock,
  pricingSimulatorBlock,
  pricingCreditsBlock,
  productDemoBlock,
] as const;

/** A block in page JSON: one of the registered types with its props. */
export const blockSchema = v.variant(
  "type",
  BLOCKS.map((block) => block.schema),
  `unknown block type; expected one of ${BLOCKS.map((block) => block.type).join(", ")}`,
);

export type Block = v.InferOutput<typeof blockSchema>;
export type BlockType = Block["type"];
export type BlockProps<T extends BlockType> = Extract<Block, { type: T }>["props"];

/** A block module of any type, for code that handles every block the same way. */
// The component's props differ per type; callers pass props validated by that type's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockModule = BlockModule<string, any>;

const BY_TYPE: ReadonlyMap<string, AnyBlockModule> = new Map(BLOCKS.map((block) => [block.type, block as AnyBlockModule]));

/** The module of a block type (the type was checked by the schema). */
export function blockModule(type: BlockType): AnyBlockModule {
  const found = BY_TYPE.get(type);
  if (!found) throw new Error(`no block module for type "${type}"`);
  return found;
}

/** The block's server component, ready to render its validated props. */
export function blockComponent(block: Block): (props: Block["props"]) => ReactElement | null {
  return blockModule(block.type).Component;
}

/** The islands a block hydrates in the browser; pages without any load no React. */
export function blockIslands(block: Block): readonly string[] {
  return blockModule(block.type).islands?.(block.props) ?? [];
}

/** What a page's HTML depends on besides the page: the union of its blocks' declarations. */
export function pageVaries(blocks: readonly Block[]): VaryBy[] {
  return [...new Set(blocks.flatMap((block) => blockModule(block.type).varies ?? []))].sort();
}

/** Whether a block only configures a layout page and renders nothing. */
export function isLayoutOnly(block: Block): boolean {
  return blockModule(block.type).layoutOnly === true;
}
