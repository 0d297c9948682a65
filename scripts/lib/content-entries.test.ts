import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildContentEntries } from "./content-entries.ts";

const cta = { text: "Go", href: "/" };
const column = { title: "Column", items: [] };
const menu = { title: "Menu", links: [] };
const site = {
  name: "Locus",
  tagline: "t",
  supportEmail: "support@locus.example",
  header: {
    exploreMap: cta,
    pricing: cta,
    contact: cta,
    login: { text: "Log in" },
    signup: { text: "Sign up" },
    products: { label: "Products", useCases: column, products: column, industries: column },
    partnership: { label: "Partnership", menu: { title: "Partners", items: [{ text: "Home", href: "/" }] } },
    resources: { label: "Resources", business: column, developers: column },
  },
  footer: {
    menus: {
      clients: menu,
      products: menu,
      industries: menu,
      pricing: menu,
      developers: menu,
      company: menu,
      freeTools: menu,
      additional: menu,
    },
    social: [],
    legal: [],
    note: "n",
  },
};

function page(type: string, slug: string, extra: object = {}) {
  const blocks =
    type === "layout"
      ? [{ type: "cardsOrder", props: { pageType: "blog" } }]
      : [{ type: "hero", props: { title: slug } }];
  return { name: slug, type, slug, status: "PUBLISHED", meta: { title: slug, description: "d" }, blocks, ...extra };
}

function contentDir(pages: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), "locus-content-"));
  mkdirSync(join(root, "pages"));
  writeFileSync(join(root, "site.json"), JSON.stringify(site));
  for (const [file, value] of Object.entries(pages)) {
    writeFileSync(join(root, "pages", file), typeof value === "string" ? value : JSON.stringify(value));
  }
  return root;
}

describe("content/ becomes CONTENT keys", () => {
  it("one key per published page by path, the site settings, and a version", () => {
    const root = contentDir({
      "home.json": page("page", "home"),
      "404.json": page("special", "404"),
      "map.json": page("pageProduct", "map"),
      "draft.json": page("page", "draft", { status: "DRAFT" }),
      "layout.json": page("layout", "blogposts"),
    });
    const build = buildContentEntries(root);
    expect(build.problems).toEqual([]);
    const keys = build.entries.map((e) => e.key);
    expect(keys.filter((k) => !k.startsWith("doc:"))).toEqual([
      "site",
      "page:/404",
      "page:/",
      "page:/products/map",
      "pages",
      "catalogue",
      "version",
    ]);
  });

  it("every page, drafts and layouts too, is kept by id with an index entry the editor lists", () => {
    const root = contentDir({
      "home.json": page("page", "home"),
      "404.json": page("special", "404"),
      "draft.json": page("page", "draft", { status: "DRAFT" }),
      "layout.json": page("layout", "blogposts"),
    });
    const build = buildContentEntries(root);
    expect(build.entries.filter((e) => e.key.startsWith("doc:"))).toHaveLength(4);
    const index = JSON.parse(build.entries.find((e) => e.key === "pages")?.value ?? "[]") as {
      id: string;
      file: string;
      path: string | null;
      locked: boolean;
      head: { status: string; blocks: unknown[] };
    }[];
    const byFile = new Map(index.map((entry) => [entry.file, entry]));
    expect(byFile.get("pages/draft.json")).toMatchObject({
      path: "/draft",
      locked: false,
      head: { status: "DRAFT", blocks: [] },
    });
    // Layout pages are locked (docs/architecture.md) and have no address.
    expect(byFile.get("pages/layout.json")).toMatchObject({ path: null, locked: true });
    for (const entry of index) {
      const doc = build.entries.find((e) => e.key === `doc:${entry.id}`);
      expect(JSON.parse(doc?.value ?? "{}")).toMatchObject({ slug: expect.any(String), blocks: expect.any(Array) });
    }
  });

  it("the version changes when any page changes", () => {
    const a = buildContentEntries(
      contentDir({ "home.json": page("page", "home"), "404.json": page("special", "404") }),
    );
    const b = buildContentEntries(
      contentDir({ "home.json": page("page", "home", { name: "Home!" }), "404.json": page("special", "404") }),
    );
    const version = (build: typeof a) => build.entries.find((e) => e.key === "version")?.value;
    expect(version(a)).not.toBe(version(b));
  });

  it("the first block of a served page needs a title: it is the page's h1", () => {
    const root = contentDir({
      "home.json": page("page", "home", { blocks: [{ type: "text", props: { body: [] } }] }),
      "404.json": page("special", "404"),
    });
    expect(buildContentEntries(root).problems).toEqual([
      `${join(root, "pages", "home.json")}: blocks[0].props.title: the first block needs a title (it is the page's h1)`,
    ]);
  });

  it("reports bad JSON, schema problems, clashing paths and missing required pages by file", () => {
    const root = contentDir({
      "a.json": "{ not json",
      "b.json": page("page", "pricing", { meta: { title: "", description: "d" } }),
      "c.json": page("page", "company"),
      "d.json": page("page", "company"),
    });
    const problems = buildContentEntries(root).problems.map((p) => p.replace(root, "<root>"));
    expect(problems[0]).toMatch(/a\.json: not valid JSON: /);
    expect(problems).toContain(
      `${join(root, "pages", "b.json").replace(root, "<root>")}: meta.title: title must not be empty`,
    );
    expect(problems.some((p) => /d\.json: slug: the path \/company is already used by .*c\.json/.test(p))).toBe(true);
    expect(problems).toContain("<root>/pages: no published page has the path /");
    expect(problems).toContain("<root>/pages: no published page has the path /404");
  });

  it("reports a key written twice in a page file, which JSON.parse would silently drop", () => {
    // The first "title" is meta.title (line 7); it is written again on line 8.
    const twice = JSON.stringify(page("page", "home"), null, 2).replace(
      '"title": "home"',
      '"title": "home",\n    "title": "Home again"',
    );
    const problems = buildContentEntries(
      contentDir({ "home.json": twice, "404.json": page("special", "404") }),
    ).problems;
    expect(problems).toEqual(
      [
        `${join("pages", "home.json")}: meta: "title" is written twice (again on line 8); only the last would be kept`,
      ].map((p) => expect.stringContaining(p)),
    );
  });
});
