import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { pageSchema, type Page } from "../../client/content/page-schema.ts";
import { duplicateTitles, MIN_WORDS, pageWords, substanceProblems, thinPages } from "./content-substance.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

function page(type: string, title: string, blocks: unknown[], extra: object = {}): Page {
  const raw = {
    name: title,
    type,
    slug: "s",
    status: "PUBLISHED",
    meta: { title, description: "d" },
    blocks,
    ...extra,
  };
  return v.parse(pageSchema, raw);
}

const textPage = (type: string, n: number, title = "T", extra: object = {}) =>
  page(type, title, [{ type: "hero", props: { title: words(n) } }], extra);

describe("words of text across a page's blocks", () => {
  it("counts titles, rich text (bold, italic, link text), FAQ items, icon items and quotes", () => {
    const p = page("page", "T", [
      {
        type: "hero",
        props: { eyebrow: "One two", title: "Three four", actions: [{ label: "Five", href: "/pricing" }] },
      },
      {
        type: "text",
        props: {
          body: [
            { p: ["six ", { b: "seven" }, " ", { i: "eight" }, " ", { a: "/pricing", text: "nine ten" }] },
            { h: 2, text: "eleven" },
            { ul: ["twelve", "thirteen"] },
          ],
        },
      },
      { type: "accordion", props: { items: [{ title: "fourteen?", content: [{ p: "fifteen." }] }] } },
      { type: "iconGrid", props: { items: [{ icon: "map", title: "sixteen", text: "seventeen" }] } },
      { type: "quote", props: { quote: "eighteen", author: "Nineteen Twenty" } },
    ]);
    expect(pageWords(p)).toBe(20);
  });

  it("does not count code, link addresses, icon names or settings", () => {
    const p = page("page", "T", [
      { type: "hero", props: { title: "Title", color: "dark", anchorId: "top" } },
      { type: "codeSnippet", props: { language: "bash", code: "curl https://api.locus.example/x?key=K a b c d" } },
      {
        type: "iconGrid",
        props: { items: [{ icon: "map", title: "Maps", text: "x", link: { label: "Go", href: "/y" } }] },
      },
    ]);
    expect(pageWords(p)).toBe(4);
  });

  it("punctuation and dashes alone are not words", () => {
    expect(pageWords(page("page", "T", [{ type: "hero", props: { title: "Maps — fast · cheap" } }]))).toBe(3);
  });
});

describe("a page too thin for its type fails the build", () => {
  it("the minimum of each checked type", () => {
    expect(MIN_WORDS).toEqual({
      blog: 600,
      pageStory: 450,
      news: 300,
      pageProduct: 500,
      pageIndustry: 450,
      pageUseCase: 450,
      pagePolicy: 400,
    });
  });

  it("a page below its type's minimum is reported with its file, its count and the rule", () => {
    expect(thinPages([{ file: "content/pages/product-x.json", page: textPage("pageProduct", 499) }])).toEqual([
      "content/pages/product-x.json: blocks: too thin: 499 words of text, a pageProduct page needs at least 500",
    ]);
  });

  it("a page at its type's minimum passes", () => {
    for (const [type, min] of Object.entries(MIN_WORDS)) {
      expect(thinPages([{ file: "f.json", page: textPage(type, min) }])).toEqual([]);
    }
  });

  it("other types, drafts and layout pages are not checked", () => {
    const pages = [
      { file: "a.json", page: textPage("page", 1) },
      { file: "b.json", page: textPage("special", 1) },
      { file: "c.json", page: textPage("layout", 1) },
      { file: "d.json", page: textPage("blog", 1, "T", { status: "DRAFT" }) },
    ];
    expect(thinPages(pages)).toEqual([]);
  });
});

describe("two published pages with the same title fail the build", () => {
  it("names both files and the title", () => {
    const pages = [
      { file: "a.json", page: textPage("page", 1, "Pricing · Locus") },
      { file: "b.json", page: textPage("page", 1, "About · Locus") },
      { file: "c.json", page: textPage("blog", 1, " pricing · locus ") },
    ];
    expect(duplicateTitles(pages)).toEqual([
      'c.json: meta.title: " pricing · locus " is already the title of a.json; titles must be unique',
    ]);
  });

  it("a draft or a layout page may share a title with a published page", () => {
    const pages = [
      { file: "a.json", page: textPage("page", 1, "Same") },
      { file: "b.json", page: textPage("page", 1, "Same", { status: "DRAFT" }) },
      { file: "c.json", page: textPage("layout", 1, "Same") },
    ];
    expect(duplicateTitles(pages)).toEqual([]);
  });

  it("substanceProblems reports both rules together", () => {
    const pages = [
      { file: "a.json", page: textPage("news", 10, "Same") },
      { file: "b.json", page: textPage("news", 300, "Same") },
    ];
    expect(substanceProblems(pages)).toEqual([
      "a.json: blocks: too thin: 10 words of text, a news page needs at least 300",
      'b.json: meta.title: "Same" is already the title of a.json; titles must be unique',
    ]);
  });
});
