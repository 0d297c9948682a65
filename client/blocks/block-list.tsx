import type { ReactElement } from "react";
import { SectionPosition } from "../sections/section.tsx";
import { Accordion } from "./accordion.tsx";
import { Cards } from "./cards.tsx";
import { CodeSnippet } from "./code-snippet.tsx";
import { DiscoverMap } from "./discover-map.tsx";
import { FreeTool } from "./free-tool.tsx";
import { Hero } from "./hero.tsx";
import { IconGrid } from "./icon-grid.tsx";
import { MapDirectionsBlock } from "./map-directions.tsx";
import { PricingPlans } from "./pricing-plans.tsx";
import { Quote } from "./quote.tsx";
import { LAYOUT_ONLY_BLOCKS, type Block, type BlockProps, type BlockType } from "./schemas.ts";
import { TextBlock } from "./text.tsx";

type Renderable = Exclude<BlockType, "cardsOrder">;

const components: { [T in Renderable]: (props: BlockProps<T>) => ReactElement | null } = {
  hero: Hero,
  text: TextBlock,
  pricingPlans: PricingPlans,
  codeSnippet: CodeSnippet,
  accordion: Accordion,
  iconGrid: IconGrid,
  quote: Quote,
  blogCards: (props) => <Cards kind="blogCards" props={props} />,
  newsCards: (props) => <Cards kind="newsCards" props={props} />,
  storiesCards: (props) => <Cards kind="storiesCards" props={props} />,
  discoverMap: DiscoverMap,
  mapDirections: MapDirectionsBlock,
  freeTool: FreeTool,
};

/** The blocks of a page, in order; the first one holds the page's h1. */
export function BlockList({ blocks }: { blocks: Block[] }) {
  const shown = blocks.filter((block) => !LAYOUT_ONLY_BLOCKS.has(block.type));
  return (
    <>
      {shown.map((block, i) => {
        // The schema's variant guarantees that props match the type's component.
        const Component = components[block.type as Renderable] as (props: Block["props"]) => ReactElement | null;
        return (
          <SectionPosition key={i} first={i === 0}>
            <Component {...block.props} />
          </SectionPosition>
        );
      })}
    </>
  );
}
