import type { ReactNode } from "react";
import { SectionPosition } from "../sections/section.tsx";
import { blockComponent, isLayoutOnly, type Block } from "./registry.ts";

/**
 * The blocks of a page, in order; the first one holds the page's h1. `afterFirst` goes
 * between the first block and the rest (a post's byline).
 */
export function BlockList({ blocks, afterFirst }: { blocks: Block[]; afterFirst?: ReactNode }) {
  const shown = blocks.filter((block) => !isLayoutOnly(block));
  return (
    <>
      {shown.map((block, i) => {
        const Component = blockComponent(block);
        return (
          <SectionPosition key={i} first={i === 0}>
            <Component {...block.props} />
            {i === 0 ? afterFirst : null}
          </SectionPosition>
        );
      })}
    </>
  );
}
