import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLOCKS } from "../blocks/registry.ts";
import { PAGE_TYPES, type PageType } from "./page-schema.ts";
import { allowsBlock, BLOCK_SETS, PAGE_TYPE_BLOCKS, pageTypeProblems } from "./page-type-blocks.ts";

/** The rows of docs/editor.md's tables: `code` cells are blocks, *italic* ones groups. */
function docRows(): Map<string, Set<string>> {
  const text = readFileSync("docs/editor.md", "utf8");
  const section = text.slice(text.indexOf("## Page types and their blocks"));
  const rows = new Map<string, Set<string>>();
  for (const line of section.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    const name = /^[`*](\w+)[`*]$/.exec(cells[1] ?? "")?.[1];
    const list = cells.at(-2);
    if (!name || !list || cells.length < 4) continue;
    const blocks = list.split(", ").flatMap((item) => {
      const group = /^\*(\w+)\*$/.exec(item)?.[1];
      return group
        ? [...(BLOCK_SETS[group as keyof typeof BLOCK_SETS] ?? [`unknown group ${group}`])]
        : [item.replace(/`/g, "")];
    });
    rows.set(name, new Set(blocks));
  }
  return rows;
}

describe("the blocks each page type holds (docs/editor.md)", () => {
  it("every block of the library is offered on some page type", () => {
    for (const block of BLOCKS)
      expect(
        PAGE_TYPES.some((type) => allowsBlock(type, block.type)),
        block.type,
      ).toBe(true);
  });

  it("layout pages hold only the card order, and no other type holds it", () => {
    expect(PAGE_TYPE_BLOCKS.layout).toEqual(["cardsOrder"]);
    for (const type of PAGE_TYPES.filter((t) => t !== "layout")) expect(allowsBlock(type, "cardsOrder")).toBe(false);
  });

  it("a block the type does not allow is named at its place", () => {
    const page = { type: "blog" as PageType, blocks: [{ type: "text" }, { type: "funnel" }] };
    expect(pageTypeProblems(page)).toEqual([{ field: "blocks[1]", message: "a blog page cannot hold a funnel block" }]);
  });

  it("every page of content/ holds only blocks its type allows", () => {
    const problems: string[] = [];
    for (const name of readdirSync("content/pages").filter((f) => f.endsWith(".json"))) {
      const page = JSON.parse(readFileSync(`content/pages/${name}`, "utf8")) as { type: PageType; blocks: [] };
      problems.push(...pageTypeProblems(page).map((p) => `${name}: ${p.field}: ${p.message}`));
    }
    expect(problems).toEqual([]);
  });

  it("docs/editor.md's tables say what the code says", () => {
    const rows = docRows();
    for (const [name, blocks] of Object.entries(BLOCK_SETS)) expect(rows.get(name), name).toEqual(new Set(blocks));
    for (const type of PAGE_TYPES) expect(rows.get(type), type).toEqual(new Set(PAGE_TYPE_BLOCKS[type]));
  });
});
