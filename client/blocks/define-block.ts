import type { ReactElement } from "react";
import * as v from "valibot";
import { withCommonProps, type PropsRule } from "../sections/common-props.ts";
import type { IslandUse } from "../islands/registry.ts";
import type { SignUpSettings } from "../signup/settings.ts";
import { toggleRules } from "./fields/toggles.ts";

/**
 * What a block's HTML depends on besides the page itself. The render cache key of a page
 * is built from what its blocks declare (worker/pages/render-key.ts):
 * - `currency`: the visitor's currency (and how it was chosen);
 * - `consent`: the visitor's consent choices;
 * - `query:<name>`: the value of one query parameter (e.g. `query:plan_id`); the block
 *   reads it from the page context's `query`, which holds only the declared names.
 */
export type VaryBy = "currency" | "consent" | `query:${string}`;

/** The schema of a block's props: its own fields, the common props and their rules. */
export type BlockPropsSchema<E extends v.ObjectEntries> = ReturnType<typeof withCommonProps<E>>;

/** The props a block's component receives (defaults applied). */
export type PropsOf<E extends v.ObjectEntries> = v.InferOutput<BlockPropsSchema<E>>;

/** The schema of a whole block in page JSON: `{ "type": ..., "props": {...} }`. */
export type BlockSchemaOf<T extends string, E extends v.ObjectEntries> = v.StrictObjectSchema<
  { readonly type: v.LiteralSchema<T, undefined>; readonly props: BlockPropsSchema<E> },
  undefined
>;

/** Where the playground (and later the editor's block picker) files a block. */
export const BLOCK_GROUPS = [
  "Heroes and titles",
  "Text",
  "Articles and cards",
  "Quotes and testimonials",
  "Carousels",
  "Media and embeds",
  "Listings",
  "Stories and industries",
  "Company",
  "Pricing",
  "Maps, tools and forms",
  "Developers",
] as const;
export type BlockGroup = (typeof BLOCK_GROUPS)[number];

/**
 * One block type: everything the renderer, the content checks, the playground and the
 * editor need to know of it. Each block lives in one module that exports its definition;
 * `registry.ts` gathers them.
 */
export interface BlockModule<T extends string = string, E extends v.ObjectEntries = v.ObjectEntries> {
  type: T;
  /** Name shown to editors. */
  label: string;
  /** One line for editors: what the block is for. */
  description: string;
  /** Playground and editor grouping; blocks without one are listed last. */
  group?: BlockGroup;
  /** The props' own fields (the common props are added). */
  entries: E;
  /** Rules across fields (the editor's messages), checked after the fields are valid. */
  rules?: readonly PropsRule<v.InferOutput<v.StrictObjectSchema<E, undefined>>>[];
  /**
   * Fields a toggle shows, [toggle, field] (fields/toggles.ts): the editor's form hides each
   * while its toggle is off, and it is needed while the toggle is on.
   */
  toggles?: readonly (readonly [keyof E & string, keyof E & string])[];
  schema: BlockSchemaOf<T, E>;
  /** The server-rendered component; interactive parts inside it are islands. */
  Component(props: PropsOf<E>): ReactElement | null;
  /** Realistic props for the playground (and a test that every sample is valid). */
  sample: v.InferInput<BlockPropsSchema<E>>;
  /**
   * The islands it hydrates in the browser, for these props; none by default. Each loads as
   * ISLAND_LOADING says (client/islands/registry.ts), or as the use says when the block
   * renders it with another `load` (a tool shown as a product demo waits to be seen).
   */
  islands?(props: PropsOf<E>): readonly IslandUse[];

  /**
   * What its HTML depends on besides the page (see VaryBy); nothing by default. A function
   * when it depends on the props (e.g. only paginated listings vary by `?page=`).
   */
  varies?: readonly VaryBy[] | ((props: PropsOf<E>) => readonly VaryBy[]);
  /**
   * Hosts its HTML loads from besides this site, for the page's Content-Security-Policy
   * (an editor's form frame, a video file): only pages showing such a block allow them.
   * Images at https addresses are found in every block's props (imageOrigins).
   */
  sources?(props: PropsOf<E>, context: SourcesContext): BlockSources;
  /** Configures a layout page and renders nothing (e.g. cardsOrder). */
  layoutOnly?: boolean;
}

/**
 * Origins ("https://host", or a host and path) a block loads frames, media, images, scripts,
 * styles or connections from. Scripts, styles and connections are for a service the visitor
 * asked for on that page (Google's sign-in on the sign-up page), never for content.
 */
export interface BlockSources {
  frameSrc?: readonly string[];
  mediaSrc?: readonly string[];
  imgSrc?: readonly string[];
  scriptSrc?: readonly string[];
  styleSrc?: readonly string[];
  connectSrc?: readonly string[];
  /** The page opens a pop-up that must talk back to it (Cross-Origin-Opener-Policy same-origin-allow-popups). */
  popups?: boolean;
}

/** What a block's sources may depend on besides its props: the deployment's configuration. */
export interface SourcesContext {
  signUp: SignUpSettings;
}

/** The origin of an https address, or null (a path on this site, or not a URL). */
export function httpsOrigin(address: string | undefined): string | null {
  if (!address?.startsWith("https://")) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * Defines a block type from its fields and component.
 * @example
 * const entries = { title: v.string() };
 * export const quoteBlock = defineBlock({ type: "quote", label: "Quote", description: "…", entries,
 *   Component: (props: PropsOf<typeof entries>) => <p>{props.title}</p>, sample: { title: "Hi" } });
 */
export function defineBlock<const T extends string, E extends v.ObjectEntries>(
  definition: Omit<BlockModule<T, E>, "schema">,
): BlockModule<T, E> {
  const rules = [...(definition.rules ?? []), ...toggleRules(definition.toggles ?? [])] as BlockModule<T, E>["rules"];
  const schema = v.strictObject({
    type: v.literal(definition.type),
    props: withCommonProps(definition.entries, rules),
  });
  return { ...definition, schema };
}

/** Non-empty text with messages that name the field. */
export const requiredText = (field: string) =>
  v.pipe(v.string(`${field} must be text`), v.nonEmpty(`${field} must not be empty`));

/** A link with its label. */
export const linkField = v.strictObject({ label: requiredText("label"), href: requiredText("href") });

/** A button: a link with a style. */
export const actionField = v.strictObject({
  label: requiredText("label"),
  href: requiredText("href"),
  style: v.optional(v.picklist(["primary", "secondary"]), "primary"),
});

/** A repeater (list field) with its limits and messages that say them (docs/section-library.md). */
export function repeater<S extends v.GenericSchema>(item: S, max: number, what: string, min = 0) {
  return v.pipe(v.array(item), v.minLength(min, `at least ${min} ${what}`), v.maxLength(max, `at most ${max} ${what}`));
}
