import * as v from "valibot";
import { PLAN_CHOICES } from "../analytics/utm.ts";
import { ICON_NAMES } from "../icons/icon-names.ts";
import { inline, richText } from "../rich-text/schema.ts";
import { withCommonProps } from "../sections/common-props.ts";
import { TOOL_ISLANDS, TOOL_SLUGS, tool } from "../tools/tools.ts";

/**
 * One valibot schema per block type: the single description of a block. It types the
 * React props, validates content at sync time (scripts/) and at read time (worker/),
 * and later drives the editor's forms. Every block has the common props
 * (sections/common-props.ts).
 */

const text = (field: string) => v.pipe(v.string(`${field} must be text`), v.nonEmpty(`${field} must not be empty`));

const link = v.strictObject({ label: text("label"), href: text("href") });

const action = v.strictObject({
  label: text("label"),
  href: text("href"),
  style: v.optional(v.picklist(["primary", "secondary"]), "primary"),
});

const block = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.strictObject({ type: v.literal(type), props: withCommonProps(entries) });

export const heroBlock = block("hero", {
  eyebrow: v.optional(v.string()),
  title: text("title"),
  text: v.optional(inline),
  actions: v.optional(v.pipe(v.array(action), v.maxLength(3)), []),
});

export const textBlock = block("text", {
  title: v.optional(v.string()),
  body: richText,
});

const money = v.pipe(v.number("price must be a number"), v.minValue(0, "price must not be negative"));

const plan = v.strictObject({
  name: text("name"),
  summary: text("summary"),
  /** Null for plans priced on request. */
  price: v.nullable(v.strictObject({ euros: money, dollars: money, pounds: money })),
  period: v.optional(v.string()),
  priceLabel: v.optional(v.string()),
  features: v.pipe(v.array(text("feature")), v.maxLength(12)),
  cta: link,
  /** The plan choice its call to action records: the marker appended to utm_content (spec part 1 §9). */
  utmPlan: v.optional(v.picklist(PLAN_CHOICES, `utmPlan must be one of ${PLAN_CHOICES.join(", ")}`)),
});

export const pricingPlansBlock = block("pricingPlans", {
  title: text("title"),
  intro: v.optional(inline),
  plans: v.pipe(v.array(plan), v.minLength(1), v.maxLength(4)),
});

export const codeSnippetBlock = block("codeSnippet", {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  language: v.picklist(["bash", "javascript", "typescript", "json", "html"]),
  code: text("code"),
});

/** Accordion of FAQ items (0 to 100); its items also become FAQPage structured data. */
export const accordionBlock = block("accordion", {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  items: v.pipe(
    v.array(v.strictObject({ title: text("title"), content: richText })),
    v.maxLength(100, "at most 100 accordion items"),
  ),
});

/** Icon grid: 1 to 4 columns (default 3), up to 30 iconed articles. */
export const iconGridBlock = block("iconGrid", {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  columns: v.optional(v.picklist([1, 2, 3, 4], "columns must be 1 to 4"), 3),
  items: v.pipe(
    v.array(
      v.strictObject({
        icon: v.picklist(ICON_NAMES, `icon must be one of ${ICON_NAMES.join(", ")}`),
        title: text("title"),
        text: inline,
        link: v.optional(link),
      }),
    ),
    v.maxLength(30, "at most 30 items"),
  ),
});

export const quoteBlock = block("quote", {
  quote: text("quote"),
  author: text("author"),
  authorJob: v.optional(v.string()),
});

/** Blog, news and stories cards (spec part 1 §2, §3 "Blog Cards"). */
const cardsEntries = {
  withMainTitle: v.optional(v.boolean(), false),
  title: v.optional(v.string()),
  /** Default: "More blog from", "More news from" or "More stories from" followed by the brand. */
  subTitle: v.optional(v.string()),
  withSecondaryTitle: v.optional(v.boolean(), false),
  secondaryTitle: v.optional(v.string()),
  withParagraphsAbove: v.optional(v.boolean(), false),
  paragraphAbove: v.optional(richText),
  withParagraphsBelow: v.optional(v.boolean(), false),
  paragraphBelow: v.optional(richText),
  /** How many cards to show (all when absent). The page being shown is never its own card. */
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
};

export const blogCardsBlock = block("blogCards", cardsEntries);
export const newsCardsBlock = block("newsCards", cardsEntries);
export const storiesCardsBlock = block("storiesCards", cardsEntries);

/**
 * Layout pages only: the order and look of the cards of one page type (spec part 2
 * §3.19 "Cards order"). Cards not in `order` follow, newest first.
 */
export const cardsOrderBlock = block("cardsOrder", {
  pageType: v.picklist(["blog", "news", "pageStory"]),
  order: v.optional(v.array(v.string()), []),
  withTitle: v.optional(v.boolean(), true),
  withText: v.optional(v.boolean(), true),
  linkLabel: v.optional(v.string(), "Go to the card"),
});

/**
 * Discover Map (spec part 1 §3): zoom, latcenter and lngcenter are text; the map island
 * reads them leniently and falls back to the §9 defaults (client/maps/map-view-props.ts).
 * An item with lat and lng is also a point of interest on the map.
 */
const discoverMapItem = v.strictObject({
  title: text("title"),
  text: v.optional(richText),
  lat: v.optional(v.string()),
  lng: v.optional(v.string()),
});

export const discoverMapBlock = block("discoverMap", {
  zoom: v.optional(v.string(), ""),
  latcenter: v.optional(v.string(), ""),
  lngcenter: v.optional(v.string(), ""),
  pageName: v.optional(v.string()),
  PageTitle: text("PageTitle"),
  summaryTitle: v.optional(v.string()),
  summary: v.optional(richText),
  discoverMapContents: v.optional(
    v.pipe(v.array(discoverMapItem), v.maxLength(100, "at most 100 discover-map items")),
    [],
  ),
});

/** The page that "Get directions" and shared links open (/maps): the island reads the link's query. */
export const mapDirectionsBlock = block("mapDirections", {
  title: text("title"),
  intro: v.optional(inline),
});

/** One of the 14 free tools (client/tools/tools.ts), with its related products and the other tools. */
export const freeToolBlock = block("freeTool", {
  tool: v.picklist(TOOL_SLUGS, `tool must be one of ${TOOL_SLUGS.join(", ")}`),
});

const BLOCK_SCHEMAS = [
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
] as const;

export const blockSchema = v.variant(
  "type",
  BLOCK_SCHEMAS,
  `unknown block type; expected one of ${BLOCK_SCHEMAS.map((s) => s.entries.type.literal).join(", ")}`,
);

export type Block = v.InferOutput<typeof blockSchema>;
export type BlockType = Block["type"];
export type BlockProps<T extends BlockType> = Extract<Block, { type: T }>["props"];

/** The islands a block hydrates in the browser; pages without any load no React. */
export function blockIslands(block: Block): readonly string[] {
  switch (block.type) {
    case "codeSnippet":
      return ["copy-button"];
    case "discoverMap":
      return ["map-discover"];
    case "mapDirections":
      return ["map-directions"];
    case "freeTool":
      return [TOOL_ISLANDS[tool(block.props.tool).kind]];
    default:
      return [];
  }
}

/** Block types whose HTML depends on the visitor's currency. */
export const PRICED_BLOCKS: ReadonlySet<BlockType> = new Set(["pricingPlans"]);

/** Card blocks and the page type whose pages they list. */
export const CARD_BLOCKS = { blogCards: "blog", newsCards: "news", storiesCards: "pageStory" } as const;

/** Blocks that only configure layout pages and render nothing. */
export const LAYOUT_ONLY_BLOCKS: ReadonlySet<BlockType> = new Set(["cardsOrder"]);
