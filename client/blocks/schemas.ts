import * as v from "valibot";
import { inline, richText } from "../rich-text/schema.ts";

/**
 * One valibot schema per block type: the single description of a block. It types the
 * React props, validates content at sync time (scripts/) and at read time (worker/),
 * and later drives the editor's forms.
 */

const text = (field: string) => v.pipe(v.string(`${field} must be text`), v.nonEmpty(`${field} must not be empty`));

const link = v.strictObject({
  label: text("label"),
  href: text("href"),
});

const action = v.strictObject({
  label: text("label"),
  href: text("href"),
  style: v.optional(v.picklist(["primary", "secondary"]), "primary"),
});

export const heroBlock = v.strictObject({
  type: v.literal("hero"),
  props: v.strictObject({
    eyebrow: v.optional(v.string()),
    title: text("title"),
    text: v.optional(inline),
    actions: v.optional(v.pipe(v.array(action), v.maxLength(3)), []),
  }),
});

export const textBlock = v.strictObject({
  type: v.literal("text"),
  props: v.strictObject({
    title: v.optional(v.string()),
    body: richText,
  }),
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
});

export const pricingPlansBlock = v.strictObject({
  type: v.literal("pricingPlans"),
  props: v.strictObject({
    title: text("title"),
    intro: v.optional(inline),
    plans: v.pipe(v.array(plan), v.minLength(1), v.maxLength(4)),
  }),
});

export const codeSnippetBlock = v.strictObject({
  type: v.literal("codeSnippet"),
  props: v.strictObject({
    title: v.optional(v.string()),
    intro: v.optional(inline),
    language: v.picklist(["bash", "javascript", "typescript", "json", "html"]),
    code: text("code"),
  }),
});

// --- Discover Map (maps branch) ------------------------------------------------------
// Spec part 1 §3: zoom, latcenter and lngcenter are text; the map island reads them
// leniently and falls back to the §9 defaults (client/maps/map-view-props.ts). An item
// with lat and lng is also a point of interest on the map.
const discoverMapItem = v.strictObject({
  title: text("title"),
  text: v.optional(richText),
  lat: v.optional(v.string()),
  lng: v.optional(v.string()),
});

export const discoverMapBlock = v.strictObject({
  type: v.literal("discoverMap"),
  props: v.strictObject({
    zoom: v.optional(v.string(), ""),
    latcenter: v.optional(v.string(), ""),
    lngcenter: v.optional(v.string(), ""),
    pageName: v.optional(v.string()),
    PageTitle: text("PageTitle"),
    summaryTitle: v.optional(v.string()),
    summary: v.optional(richText),
    discoverMapContents: v.optional(v.pipe(v.array(discoverMapItem), v.maxLength(100, "at most 100 discover-map items")), []),
  }),
});
// --- end Discover Map ------------------------------------------------------------------

const BLOCK_SCHEMAS = [heroBlock, textBlock, pricingPlansBlock, codeSnippetBlock, discoverMapBlock] as const;

export const blockSchema = v.variant(
  "type",
  BLOCK_SCHEMAS,
  `unknown block type; expected one of ${BLOCK_SCHEMAS.map((s) => s.entries.type.literal).join(", ")}`,
);

export type Block = v.InferOutput<typeof blockSchema>;
export type BlockType = Block["type"];
export type BlockProps<T extends BlockType> = Extract<Block, { type: T }>["props"];

/** The islands each block type hydrates in the browser; pages without them load no JavaScript. */
export const BLOCK_ISLANDS: Record<BlockType, readonly string[]> = {
  hero: [],
  text: [],
  pricingPlans: [],
  codeSnippet: ["copy-button"],
  discoverMap: ["map-discover"],
};
