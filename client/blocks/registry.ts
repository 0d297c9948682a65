import type { ReactElement } from "react";
import * as v from "valibot";
import { accordionBlock } from "./accordion.tsx";
import { cardsBlock } from "./articles/card-grid.tsx";
import { demoMiniCardBlock, showcasesBlock } from "./articles/demo-mini-card.tsx";
import { iconedArticleBlock } from "./articles/iconed-article.tsx";
import { blockBlock, layoutBlockBlock } from "./articles/layout-block.tsx";
import { logosBlock } from "./articles/logos.tsx";
import { blogCardsBlock, cardsOrderBlock, newsCardsBlock, storiesCardsBlock } from "./cards.tsx";
import { carouselBlock, imageCarouselBlock } from "./carousels/carousel.tsx";
import { sectionsCarouselBlock } from "./carousels/sections-carousel.tsx";
import { codeSnippetBlock } from "./code-snippet.tsx";
import { officeCardsBlock } from "./company/office-cards.tsx";
import { reviewTrackerBlock } from "./company/review-tracker.tsx";
import type { BlockModule, BlockSources, SourcesContext, VaryBy } from "./define-block.ts";
import { DEFAULT_SIGN_UP_SETTINGS } from "../signup/settings.ts";
import { type IslandLoad, islandLoad } from "../islands/registry.ts";
import { imageOrigins } from "./fields/image.ts";
import { apiEndpointBlock } from "./developers/api-endpoint.tsx";
import { apiQuickStartBlock } from "./developers/api-quick-start.tsx";
import { apiRateLimitsBlock } from "./developers/api-rate-limits.tsx";
import { apiTryItBlock } from "./developers/api-try-it.tsx";
import { discoverMapBlock } from "./discover-map.tsx";
import { codeSandboxBlock, fiddleBlock } from "./embeds/code-embeds.tsx";
import { contactFormFrameBlock, iframeHtmlBlock, infographicBlock } from "./embeds/frames.tsx";
import { imageBlock } from "./embeds/image.tsx";
import { videoBlock } from "./embeds/video.tsx";
import { freeToolBlock } from "./free-tool.tsx";
import { funnelBlock } from "./funnel.tsx";
import { signUpBlock } from "./signup/sign-up.tsx";
import { surveyBlock } from "./signup/survey.tsx";
import { heroBlock } from "./hero.tsx";
import { homeHeroBlock } from "./heroes/home-hero.tsx";
import { industryHeroBlock } from "./heroes/industry-hero.tsx";
import { mainTitleBlock } from "./heroes/main-title.tsx";
import { policyHeroBlock } from "./heroes/policy-hero.tsx";
import { figuresBlock } from "./figures.tsx";
import { iconGridBlock } from "./icon-grid.tsx";
import { mapDirectionsBlock } from "./map-directions.tsx";
import { pricingPlansBlock } from "./pricing-plans.tsx";
import { pricingCardsBlock } from "./pricing/pricing-cards.tsx";
import { pricingCreditsBlock } from "./pricing/pricing-credits.tsx";
import { pricingSimulatorBlock } from "./pricing/pricing-simulator.tsx";
import { pricingTableBlock } from "./pricing/pricing-table.tsx";
import { productDemoBlock } from "./product-demo.tsx";
import { quoteBlock } from "./quote.tsx";
import { highlightedStoryBlock } from "./stories/highlighted-story.tsx";
import { industryCaseBlock } from "./stories/industry-case.tsx";
import { storyPageHeaderBlock } from "./stories/story-page-header.tsx";
import { storyProductUsedBlock } from "./stories/story-product-used.tsx";
import { testimonialCardsBlock } from "./testimonials/testimonial-cards.tsx";
import { testimonialBlock } from "./testimonials/testimonial.tsx";
import { callToActionBlock } from "./text/call-to-action.tsx";
import { simpleImageBlock, simpleTextBlock, simpleTitleBlock } from "./text/simple.tsx";
import { textOnlyBlock } from "./text/text-only.tsx";
import { textWithDetailsBlock } from "./text/text-with-details/text-with-details.tsx";
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
  figuresBlock,
  quoteBlock,
  blogCardsBlock,
  newsCardsBlock,
  storiesCardsBlock,
  cardsOrderBlock,
  discoverMapBlock,
  mapDirectionsBlock,
  freeToolBlock,
  // Heroes and titles
  homeHeroBlock,
  mainTitleBlock,
  industryHeroBlock,
  policyHeroBlock,
  storyPageHeaderBlock,
  // Text
  textOnlyBlock,
  textWithDetailsBlock,
  simpleTitleBlock,
  simpleTextBlock,
  callToActionBlock,
  // Articles and cards
  iconedArticleBlock,
  cardsBlock,
  logosBlock,
  showcasesBlock,
  demoMiniCardBlock,
  layoutBlockBlock,
  blockBlock,
  // Quotes and testimonials
  testimonialBlock,
  testimonialCardsBlock,
  // Carousels
  carouselBlock,
  imageCarouselBlock,
  sectionsCarouselBlock,
  // Media and embeds
  imageBlock,
  simpleImageBlock,
  videoBlock,
  codeSandboxBlock,
  fiddleBlock,
  infographicBlock,
  contactFormFrameBlock,
  iframeHtmlBlock,
  // Stories, industries, company
  highlightedStoryBlock,
  storyProductUsedBlock,
  industryCaseBlock,
  officeCardsBlock,
  reviewTrackerBlock,
  // Maps, tools and forms
  funnelBlock,
  signUpBlock,
  surveyBlock,
  // Pricing and product demos
  pricingCardsBlock,
  pricingTableBlock,
  pricingSimulatorBlock,
  pricingCreditsBlock,
  productDemoBlock,
  // Developers
  apiQuickStartBlock,
  apiTryItBlock,
  apiEndpointBlock,
  apiRateLimitsBlock,
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
// biome-ignore lint/suspicious/noExplicitAny: each module types its own props; callers validate them first
export type AnyBlockModule = BlockModule<string, any>;

const BY_TYPE: ReadonlyMap<string, AnyBlockModule> = new Map(
  BLOCKS.map((block) => [block.type, block as AnyBlockModule]),
);

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
  return blockIslandLoads(block).map((use) => use.name);
}

/** The islands a block hydrates, each with when it loads (client/islands/registry.ts). */
export function blockIslandLoads(block: Block): readonly { name: string; load: IslandLoad }[] {
  return (blockModule(block.type).islands?.(block.props) ?? []).map((use) =>
    typeof use === "string" ? { name: use, load: islandLoad(use) } : use,
  );
}

/** What one block's HTML depends on besides the page, for its props. */
export function blockVaries(block: Block): readonly VaryBy[] {
  const varies = blockModule(block.type).varies;
  return typeof varies === "function" ? varies(block.props) : (varies ?? []);
}

/** What a page's HTML depends on besides the page: the union of its blocks' declarations. */
export function pageVaries(blocks: readonly Block[]): VaryBy[] {
  return [...new Set(blocks.flatMap(blockVaries))].sort();
}

const NO_CONFIGURATION: SourcesContext = { signUp: DEFAULT_SIGN_UP_SETTINGS };

/** The hosts a page's blocks load frames, media, images and (for requested services) scripts from, for its CSP. */
export function pageSources(
  blocks: readonly Block[],
  context: SourcesContext = NO_CONFIGURATION,
): Required<Omit<BlockSources, "popups">> {
  const lists = {
    frameSrc: new Set<string>(),
    mediaSrc: new Set<string>(),
    imgSrc: imageOrigins(blocks),
    scriptSrc: new Set<string>(),
    styleSrc: new Set<string>(),
    connectSrc: new Set<string>(),
  };
  for (const block of blocks) {
    const sources = blockModule(block.type).sources?.(block.props, context);
    for (const key of Object.keys(lists) as (keyof typeof lists)[])
      for (const origin of sources?.[key] ?? []) lists[key].add(origin);
  }
  const { frameSrc, mediaSrc, imgSrc, scriptSrc, styleSrc, connectSrc } = lists;
  return {
    frameSrc: [...frameSrc],
    mediaSrc: [...mediaSrc],
    imgSrc: [...imgSrc],
    scriptSrc: [...scriptSrc],
    styleSrc: [...styleSrc],
    connectSrc: [...connectSrc],
  };
}

/** Whether one of a page's blocks opens a pop-up that must talk back to the page (Google's sign-in). */
export function pagePopups(blocks: readonly Block[], context: SourcesContext = NO_CONFIGURATION): boolean {
  return blocks.some((block) => blockModule(block.type).sources?.(block.props, context).popups === true);
}

/** Whether a block only configures a layout page and renders nothing. */
export function isLayoutOnly(block: Block): boolean {
  return blockModule(block.type).layoutOnly === true;
}
