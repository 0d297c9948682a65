import type { Context } from "hono";
import { createElement, Fragment } from "react";
import * as v from "valibot";
import { cardSequence } from "../../client/admin/builder/card-order-rules.ts";
import { CARD_BLOCKS } from "../../client/blocks/cards.tsx";
import { blockSchema, type Block } from "../../client/blocks/registry.ts";
import type { Card } from "../../client/content/catalogue.ts";
import { LANGUAGES, type Language, type Page } from "../../client/content/page-schema.ts";
import { Document } from "../../client/document.tsx";
import type { PageContextValue } from "../../client/page-context.ts";
import { PageView } from "../../client/page-view.tsx";
import { pageAssets } from "../assets.ts";
import type { AppEnv } from "../bindings.ts";
import { ContentStore } from "../content/store.ts";
import { errorPageHtml } from "../errors/error-page.ts";
import { logError } from "../log.ts";
import { pageContext, pageReads } from "../pages/page-response.ts";
import { renderHtml } from "../pages/render-html.ts";
import { EditorStore } from "./content/editor-store.ts";
import { EditButton } from "./edit-button.ts";

/** Where a signed-in admin sees a layout page (docs/editor.md: its /{slug} answers visitors 404). */
export const LAYOUT_VIEW_PATH = "/admin/layouts/:slug{[a-z0-9][a-z0-9_-]*}";

const CARDS_OF = Object.fromEntries(Object.entries(CARD_BLOCKS).map(([block, type]) => [type, block])) as Record<
  string,
  keyof typeof CARD_BLOCKS
>;

function newestFirst(a: Card, b: Card): number {
  return (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "") || a.name.localeCompare(b.name);
}

/**
 * What a layout page shows an admin (docs/editor.md): in place of its cardsOrder block, which
 * renders nothing, every card of the type it orders, in this page's order (then newest first,
 * as the catalogue sorts them) and with its look, so a draft's order shows before it is
 * published. Pure over the listings of the catalogue.
 */
export function layoutListing(
  page: Page,
  listings: PageContextValue["listings"],
): { blocks: Block[]; listings: PageContextValue["listings"] } {
  const next = { ...listings };
  const blocks = page.blocks.flatMap((block) => {
    if (block.type !== "cardsOrder") return [block];
    const { pageType, order, withTitle, withText, linkLabel } = block.props;
    const cards = [...(listings[pageType]?.cards ?? [])].sort(newestFirst);
    const bySlug = new Map(cards.map((card) => [card.slug, card]));
    const sequence = cardSequence(
      order,
      cards.map((card) => card.slug),
    );
    next[pageType] = { withTitle, withText, linkLabel, cards: sequence.map((slug) => bySlug.get(slug) as Card) };
    const props = { withMainTitle: true, title: page.name, limit: Math.max(1, cards.length) };
    return [v.parse(blockSchema, { type: CARDS_OF[pageType], props })];
  });
  return { blocks, listings: next };
}

function notFound(c: Context<AppEnv>, slug: string) {
  const message = `No layout page has the slug "${slug}". Layout pages are listed in Pages with the type layout.`;
  return c.html(errorPageHtml({ status: 404, title: "No such layout page", message }), 404);
}

/**
 * A layout page rendered for an admin at `path`, as layoutListing says, with the button to
 * edit it; from KV on every request (never the render cache), never indexed.
 */
export async function renderLayout(
  c: Context<AppEnv>,
  input: { id: string; page: Page; path: string; language: Language },
): Promise<Response> {
  const store = new ContentStore(c.env.CONTENT, 0);
  const version = await store.version();
  const [site, catalogue] = await Promise.all([store.site(version), store.catalogue(version)]);
  if (!site || !catalogue) throw new Error("KV CONTENT is incomplete: site settings or catalogue missing");
  const asLanguage: Page = { ...input.page, language: input.language, display: "standard" };
  const base = pageContext(c, input.path, asLanguage, site, catalogue, await pageReads(c.env.ASSETS, asLanguage));
  const { blocks, listings } = layoutListing(asLanguage, base.listings);
  const page: Page = { ...asLanguage, blocks };
  const context = { ...base, listings, mode: "preview" as const, translations: [] };
  const document = createElement(Document, {
    head: {
      lang: input.language,
      title: `${page.name} · Locus admin`,
      description: page.meta.description,
      canonical: new URL(input.path, c.env.SITE_URL).href,
      robots: "noindex, nofollow",
      siteName: site.name,
      alternates: [],
      jsonLd: [],
    },
    assets: pageAssets([]),
    children: createElement(
      Fragment,
      null,
      createElement(PageView, { page, site, context, consoleUrl: c.env.CONSOLE_URL }),
      createElement(EditButton, { id: input.id, label: "Edit this layout" }),
    ),
  });
  const body = await renderHtml(document, {
    complete: true,
    signal: c.req.raw.signal,
    onError: (error) => logError("layout render error", { requestId: c.var.requestId, id: input.id }, error),
  });
  return c.body(body, 200, { "content-type": "text/html; charset=utf-8" });
}

/**
 * GET /admin/layouts/{slug}: a layout page as it orders its cards (its stored version), for
 * signed-in admins only: visitors get 404 at /{slug}. `?language=de` shows the German cards.
 */
export async function layoutView(c: Context<AppEnv>): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  const editor = new EditorStore(c.env.CONTENT);
  const entry = (await editor.index()).find((e) => e.head.type === "layout" && e.head.slug === slug);
  const doc = entry ? await editor.doc(entry.id) : null;
  if (!entry || !doc) return notFound(c, slug);
  const asked = c.req.query("language");
  const language: Language = (LANGUAGES as readonly string[]).includes(asked ?? "")
    ? (asked as Language)
    : doc.language;
  return renderLayout(c, { id: entry.id, page: doc, path: `/admin/layouts/${slug}`, language });
}
