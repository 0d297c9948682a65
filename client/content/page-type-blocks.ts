import type { BlockType } from "../blocks/registry.ts";
import type { PageType } from "./page-schema.ts";
import type { PageProblem } from "./served-page.ts";

/**
 * The blocks each page type may hold (docs/editor.md, "Page types and their blocks"): the one
 * table the editor's block picker offers from and the build and Publish check against.
 * Derived from what each type is for and from what the published pages use.
 */

/** The groups the table is written in (docs/editor.md names them too). */
export const BLOCK_SETS = {
  openings: ["hero", "mainTitle"],
  text: [
    "text",
    "textOnly",
    "textWithDetails",
    "simpleTitle",
    "simpleText",
    "callToAction",
    "codeSnippet",
    "accordion",
  ],
  articles: [
    "iconGrid",
    "iconedArticle",
    "cards",
    "logos",
    "showcases",
    "demoMiniCard",
    "layoutBlock",
    "block",
    "figures",
  ],
  quotes: ["quote", "testimonial", "testimonialCards"],
  carousels: ["carousel", "imageCarousel", "sectionsCarousel"],
  /** Media of an article (a post, a story): no raw HTML frame. */
  articleMedia: ["image", "simpleImage", "video", "imageCarousel", "codeSandbox", "fiddle", "infographic"],
  pricing: ["pricingPlans", "pricingCards", "pricingTable", "pricingSimulator", "pricingCredits"],
  forms: ["funnel", "signUp", "survey", "contactFormFrame"],
  listings: ["blogCards", "newsCards", "storiesCards"],
  /** The developer documentation's blocks: keys, the try-it panel, an endpoint, rate limits. */
  developers: ["apiQuickStart", "apiTryIt", "apiEndpoint", "apiRateLimits"],
} as const satisfies Record<string, readonly BlockType[]>;

type SetName = keyof typeof BLOCK_SETS;

/** A type's blocks from set names and single block types, each once. */
function holds(...parts: (SetName | `:${BlockType}`)[]): readonly BlockType[] {
  const types = parts.flatMap((part) =>
    part.startsWith(":") ? [part.slice(1) as BlockType] : [...BLOCK_SETS[part as SetName]],
  );
  return [...new Set(types)];
}

const LANDING = ["openings", "text", "articles", "quotes", "carousels"] as const;

export const PAGE_TYPE_BLOCKS: Readonly<Record<PageType, readonly BlockType[]>> = {
  /** Root pages (home, pricing, company, contact, the tools): every block but another type's own. */
  page: holds(
    ":homeHero",
    ...LANDING,
    "articleMedia",
    ":iframeHtml",
    "pricing",
    "forms",
    "listings",
    ":highlightedStory",
    ":industryCase",
    ":discoverMap",
    ":mapDirections",
    ":freeTool",
    ":productDemo",
    ":officeCards",
    ":reviewTracker",
  ),
  /** Pages not indexed (survey, sign-up finished, thanks): an opening, text and the forms. */
  special: holds("openings", "text", ":iconGrid", ":iconedArticle", ":image", ":simpleImage", ":video", "forms"),
  pageProduct: holds(
    ...LANDING,
    "articleMedia",
    ":iframeHtml",
    "pricing",
    ":productDemo",
    ":highlightedStory",
    ":storiesCards",
    ":contactFormFrame",
  ),
  pageShowcase: holds(
    ...LANDING,
    "articleMedia",
    ":iframeHtml",
    ":productDemo",
    ":discoverMap",
    ":highlightedStory",
    ":storiesCards",
  ),
  pageIndustry: holds(
    ":industryHero",
    ...LANDING,
    "articleMedia",
    ":industryCase",
    ":highlightedStory",
    ":storiesCards",
    ":productDemo",
  ),
  pageUseCase: holds(...LANDING, "articleMedia", ":industryCase", ":highlightedStory", ":storiesCards", ":productDemo"),
  /** Customer stories (/clients/…): the story's header and products, quotes and media. */
  pageStory: holds(
    ":storyPageHeader",
    "openings",
    "text",
    ":iconGrid",
    ":iconedArticle",
    ":logos",
    "quotes",
    "articleMedia",
    ":storyProductUsed",
    ":highlightedStory",
    ":storiesCards",
    ":productDemo",
  ),
  news: holds("openings", "text", ":iconGrid", ":iconedArticle", ":logos", "quotes", "articleMedia", ":newsCards"),
  blog: holds(
    "openings",
    "text",
    ":iconGrid",
    ":iconedArticle",
    "quotes",
    "articleMedia",
    ":blogCards",
    ":productDemo",
  ),
  pagePolicy: holds(
    ":policyHero",
    "openings",
    ":text",
    ":textOnly",
    ":simpleTitle",
    ":simpleText",
    ":accordion",
    ":codeSnippet",
    ":image",
    ":simpleImage",
  ),
  /** Developer documentation (/developers/…): an opening, text, code and the developer blocks. */
  pageDeveloper: holds("openings", "text", ":iconGrid", ":iconedArticle", ":image", ":simpleImage", "developers"),
  /** Layout pages configure the card listings and show nothing themselves. */
  layout: holds(":cardsOrder"),
};

/** What editors call a page of each type, in a sentence ("a customer story"). */
export const PAGE_TYPE_WORDS: Readonly<Record<PageType, string>> = {
  page: "root page",
  special: "special page",
  pageProduct: "product page",
  pageShowcase: "showcase page",
  pageIndustry: "industry page",
  pageUseCase: "use-case page",
  pageStory: "customer story",
  news: "news item",
  blog: "blog post",
  pagePolicy: "policy page",
  pageDeveloper: "developer page",
  layout: "layout page",
};

/** Whether a page of this type may hold a block of this type. */
export function allowsBlock(pageType: PageType, blockType: string): boolean {
  return (PAGE_TYPE_BLOCKS[pageType] as readonly string[]).includes(blockType);
}

/** Blocks the page's type does not allow, each at its place in the page. */
export function pageTypeProblems(page: { type: PageType; blocks: readonly { type: string }[] }): PageProblem[] {
  return page.blocks.flatMap((block, i) =>
    allowsBlock(page.type, block.type)
      ? []
      : [
          {
            field: `blocks[${i}]`,
            message: `a ${page.type} page cannot hold a ${block.type} block`,
          },
        ],
  );
}
