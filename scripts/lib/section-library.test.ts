import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLOCKS } from "../../client/blocks/registry.ts";
import { SECTION_LIBRARY_FILE, sectionLibraryTable, TABLE_END, TABLE_START, withTable } from "./section-library.ts";

describe("docs/section-library.md is generated from the block registry", () => {
  it("holds the table the registry makes today (run `npm run docs` after changing a block)", () => {
    const file = readFileSync(SECTION_LIBRARY_FILE, "utf8");
    const table = sectionLibraryTable();
    expect(withTable(file, table) === file, `${SECTION_LIBRARY_FILE} is stale: run npm run docs`).toBe(true);
  });

  it("lists every block once, with its type, under its group", () => {
    const table = sectionLibraryTable();
    for (const block of BLOCKS) expect(table.split(`(\`${block.type}\`)`).length - 1, block.type).toBe(1);
    expect(table).toContain("| **Pricing** | | | | |");
  });

  it("a list field shows its limits; a required field is marked", () => {
    const table = sectionLibraryTable(BLOCKS.filter((block) => block.type === "testimonialCards"));
    expect(table).toMatch(/cards\*? \(up to 8\)|cards\*? \(\d–8\)/);
  });

  it("replaces only what lies between the markers, and refuses a file without them", () => {
    const file = `intro\n${TABLE_START}\nold\n${TABLE_END}\nnotes`;
    expect(withTable(file, `${TABLE_START}\nnew\n${TABLE_END}`)).toBe(
      `intro\n${TABLE_START}\nnew\n${TABLE_END}\nnotes`,
    );
    expect(() => withTable("no markers", "x")).toThrow(/markers/);
  });
});
