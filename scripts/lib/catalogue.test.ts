import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pageSchema, type Page } from "../../client/content/page-schema.ts";
import { buildCatalogue, type ParsedPage } from "./catalogue.ts";

function page(fields: Record<string, unknown>): Page {
  return v.parse(pageSchema, {
    name: fields.slug,
    status: "PUBLISHED",
    meta: { title: `${String(fields.slug)} title`, description: `${String(fields.slug)} description` },
    blocks: [],
    ...fields,
  });
}

const parsed = (pages: Page[]): ParsedPage[] => pages.map((p) => ({ file: `content/pages/${p.slug}.json`, page: p }));

describe("page catalogue (docs/architecture.md)", () => {
  it("derives url, indexing from the type's default, and a stable uuid", () => {
    const { catalogue, problems } = buildCatalogue(
      parsed([page({ type: "pageProduct", slug: "map" }), page({ type: "special", slug: "thanks" })]),
    );
    expect(problems).toEqual([]);
    const [map, thanks] = catalogue.pages;
    expect(map).toMatchObject({ url: "/products/map", indexing: true, indexingDefault: true, status: "PUBLISHED" });
    expect(map?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(thanks).toMatchObject({ url: "/thanks", indexing: false, indexingDefault: false });
  });

  it("links translations both ways, and across languages through a shared page", () => {
    const { catalogue, problems } = buildCatalogue(
      parsed([
        page({ type: "page", slug: "clients" }),
        page({ type: "page", slug: "kunden", language: "de", translations: [{ language: "en", slug: "clients" }] }),
        page({ type: "page", slug: "entreprise", language: "fr", translations: [{ language: "en", slug: "clients" }] }),
      ]),
    );
    expect(problems).toEqual([]);
    const clients = catalogue.pages.find((e) => e.slug === "clients");
    expect(clients?.translations.map((t) => t.url).sort()).toEqual(["/entreprise", "/kunden"]);
    const kunden = catalogue.pages.find((e) => e.slug === "kunden");
    expect(kunden?.translations.map((t) => `${t.language}:${t.url}`).sort()).toEqual(["en:/clients", "fr:/entreprise"]);
  });

  it("reports translations to pages that do not exist, and same-language links", () => {
    const { problems } = buildCatalogue(
      parsed([
        page({ type: "page", slug: "kunden", language: "de", translations: [{ language: "en", slug: "clients" }] }),
        page({ type: "page", slug: "a", translations: [{ language: "en", slug: "b" }] }),
      ]),
    );
    expect(problems).toEqual([
      'content/pages/kunden.json: translations[0]: no published page page "clients" in en',
      "content/pages/a.json: translations[0].language: a translation must be in another language than the page",
    ]);
  });

  it("lists cards newest first, after the ones the layout page orders; unlisted pages are left out", () => {
    const { catalogue, problems } = buildCatalogue(
      parsed([
        page({ type: "blog", slug: "old", publishedAt: "2025-01-01" }),
        page({ type: "blog", slug: "new", publishedAt: "2026-01-01" }),
        page({ type: "blog", slug: "pinned", publishedAt: "2024-01-01" }),
        page({ type: "blog", slug: "hidden", publishedAt: "2026-06-01", listable: false }),
        page({
          type: "layout",
          slug: "blogposts-layout",
          blocks: [
            {
              type: "cardsOrder",
              props: { pageType: "blog", order: ["pinned", "missing"], linkLabel: "Read the article" },
            },
          ],
        }),
      ]),
    );
    expect(catalogue.listings.blog.cards.en?.map((c) => c.slug)).toEqual(["pinned", "new", "old"]);
    expect(catalogue.listings.blog.linkLabel).toBe("Read the article");
    expect(problems).toEqual([
      'content/pages/blogposts-layout.json: blocks[0].props.order[1]: no published blog page "missing"',
    ]);
  });

  it("layout pages and drafts are not in the catalogue", () => {
    const { catalogue } = buildCatalogue(
      parsed([page({ type: "layout", slug: "news-layout" }), page({ type: "page", slug: "draft", status: "DRAFT" })]),
    );
    expect(catalogue.pages).toEqual([]);
  });

  it("a card's picture is the page's mini-card image, else its featured image (docs/architecture.md)", () => {
    const { catalogue } = buildCatalogue(
      parsed([
        page({
          type: "news",
          slug: "both",
          meta: { title: "t", description: "d", featuredImage: "/images/f.svg" },
          customValues: { miniCardImage: "/images/m.svg" },
        }),
        page({
          type: "news",
          slug: "featured",
          meta: { title: "t", description: "d", featuredImage: "/images/f.svg" },
        }),
        page({ type: "news", slug: "none" }),
      ]),
    );
    const images = Object.fromEntries((catalogue.listings.news.cards.en ?? []).map((c) => [c.slug, c.image]));
    expect(images).toEqual({ both: "/images/m.svg", featured: "/images/f.svg", none: undefined });
  });
});

describe("page ids", () => {
  it("the sync (Node's crypto) and the Worker (Web Crypto) give a page the same id", async () => {
    const { pageIdOf, pageIdentity } = await import("../../client/content/catalogue-build.ts");
    const { pageIdSync } = await import("./catalogue.ts");
    const head = { type: "pageProduct", language: "en", slug: "map" } as const;
    expect(await pageIdOf(head)).toBe(pageIdSync(pageIdentity(head)));
  });
});
