import type { ReactElement } from "react";
import { CodeSnippet } from "./code-snippet.tsx";
import { DiscoverMap } from "./discover-map.tsx";
import { Hero } from "./hero.tsx";
import { PricingPlans } from "./pricing-plans.tsx";
import type { Block, BlockProps, BlockType } from "./schemas.ts";
import { TextBlock } from "./text.tsx";

const components: { [T in BlockType]: (props: BlockProps<T>) => ReactElement } = {
  hero: Hero,
  text: TextBlock,
  pricingPlans: PricingPlans,
  codeSnippet: CodeSnippet,
  discoverMap: DiscoverMap,
};

function renderBlock(block: Block, key: number) {
  // The schema's variant guarantees that props match the type's component.
  const Component = components[block.type] as (props: Block["props"]) => ReactElement;
  return <Component key={key} {...block.props} />;
}

/** The blocks of a page, in order. */
export function BlockList({ blocks }: { blocks: Block[] }) {
  return <>{blocks.map((block, i) => renderBlock(block, i))}</>;
}
