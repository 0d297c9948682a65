import * as v from "valibot";
import { BLOCK_GROUPS, type BlockGroup } from "../blocks/define-block.ts";
import { blockIslandLoads, blockIslands, BLOCKS, blockSchema, blockVaries, type Block } from "../blocks/registry.ts";
import type { IslandLoad } from "../islands/registry.ts";
import { SECTION_COLORS } from "../sections/common-props.ts";

type SectionColor = (typeof SECTION_COLORS)[number];

/** One rendering of a block's sample on one background. */
export interface SampleVariant {
  color: SectionColor;
  block: Block;
  /** Editor messages the sample gets on this background, when it is not valid there as it is. */
  messages: string[];
}

export interface PlaygroundBlock {
  type: string;
  label: string;
  description: string;
  layoutOnly: boolean;
  varies: readonly string[];
  islands: readonly string[];
  variants: SampleVariant[];
}

export interface PlaygroundGroup {
  title: BlockGroup | "More blocks";
  blocks: PlaygroundBlock[];
}

/**
 * A sample on a background. A sample may be invalid on some backgrounds (a CTA colour on
 * grey): the playground then shows the editor's messages and the sample without the
 * fields they name, so that the rule is visible and the block still renders.
 */
function variant(type: string, sample: object, color: SectionColor): SampleVariant {
  const props = { ...sample, color, componentId: `${type}-${color}` };
  const result = v.safeParse(blockSchema, { type, props });
  if (result.success) return { color, block: result.output, messages: [] };
  const messages = result.issues.map((issue) => issue.message);
  const named = new Set(
    result.issues.flatMap((issue) =>
      (issue.path ?? []).slice(1, 2).map((item) => String((item as { key: unknown }).key)),
    ),
  );
  const without = Object.fromEntries(Object.entries(props).filter(([key]) => !named.has(key)));
  return { color, block: v.parse(blockSchema, { type, props: without }), messages };
}

/** Every registered block with its sample on each background, in the editor's groups. */
export function playgroundGroups(): PlaygroundGroup[] {
  const blocks = BLOCKS.map((module) => {
    const variants = SECTION_COLORS.map((color) => variant(module.type, module.sample, color));
    const first = variants[0]?.block as Block;
    return {
      group: (module as { group?: BlockGroup }).group,
      block: {
        type: module.type,
        label: module.label,
        description: module.description,
        layoutOnly: module.layoutOnly === true,
        varies: blockVaries(first),
        islands: blockIslands(first),
        variants,
      } satisfies PlaygroundBlock,
    };
  });
  const titles = [...BLOCK_GROUPS, "More blocks"] as const;
  return titles
    .map((title) => ({ title, blocks: blocks.filter((b) => (b.group ?? "More blocks") === title).map((b) => b.block) }))
    .filter((group) => group.blocks.length > 0);
}

/** The islands the playground's samples hydrate, each with when it loads. */
export function playgroundIslands(groups: readonly PlaygroundGroup[]): { name: string; load: IslandLoad }[] {
  return groups.flatMap((group) =>
    group.blocks.flatMap((block) => block.variants.flatMap((x) => blockIslandLoads(x.block))),
  );
}
