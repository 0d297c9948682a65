import type { ReactNode } from "react";
import { SectionPosition } from "../sections/section.tsx";
import { blockComponent, isLayoutOnly, type Block } from "./registry.ts";

/** The blocks a page shows, in order: all but those that only configure a layout page. */
export function shownBlocks(blocks: readonly Block[]): Block[] {
  return blocks.filter((block) => !isLayoutOnly(block));
}

/**
 * What stands in the place of a shown block, by its index among the shown blocks, instead
 * of its component; undefined renders the block. The Worker pre-renders pages with a mark
 * in place of each block that varies by visitor (worker/pages/prerender.ts).
 */
export type BlockSlot = (block: Block, index: number) => ReactNode | undefined;

/** One shown block as it stands in the list: its position (the first holds the page's h1) and component. */
export function ShownBlock({ block, index, after }: { block: Block; index: number; after?: ReactNode }) {
  const Component = blockComponent(block);
  return (
    <SectionPosition first={index === 0}>
      <Component {...block.props} />
      {after}
    </SectionPosition>
  );
}

/**
 * The blocks of a page, in order; the first one holds the page's h1. `afterFirst` goes
 * between the first block and the rest (a post's byline).
 */
export function BlockList({ blocks, afterFirst, slot }: { blocks: Block[]; afterFirst?: ReactNode; slot?: BlockSlot }) {
  return (
    <>
      {shownBlocks(blocks).map((block, i) => {
        const after = i === 0 ? afterFirst : null;
        const mark = slot?.(block, i);
        if (mark === undefined) return <ShownBlock key={i} block={block} index={i} after={after} />;
        return (
          <SectionPosition key={i} first={i === 0}>
            {mark}
            {after}
          </SectionPosition>
        );
      })}
    </>
  );
}
