import * as v from "valibot";
import { describe, type FieldSpec } from "../../client/admin/forms/describe.ts";
import { BLOCK_GROUPS, type BlockModule } from "../../client/blocks/define-block.ts";
import {
  type AnyBlockModule,
  type Block,
  BLOCKS,
  blockIslands,
  blockSchema,
  blockVaries,
} from "../../client/blocks/registry.ts";

/**
 * The block table of docs/section-library.md, made from the block registry
 * (client/blocks/registry.ts), so that it cannot drift from the code: `npm run docs` writes it,
 * and scripts/lib/section-library.test.ts fails while the file holds another one.
 */
export const SECTION_LIBRARY_FILE = "docs/section-library.md";
export const TABLE_START =
  "<!-- The table below is generated from client/blocks/registry.ts by `npm run docs`: do not edit it by hand. -->";
export const TABLE_END = "<!-- End of the generated table. -->";

/** "items (1–10)", "logos (up to 50)": a field's name with what the schema allows of it. */
function fieldLabel(name: string, spec: FieldSpec): string {
  const required = spec.optional ? "" : "*";
  if (spec.kind !== "list") return `${name}${required}`;
  const limit =
    spec.max === undefined ? `at least ${spec.min}` : spec.min > 0 ? `${spec.min}–${spec.max}` : `up to ${spec.max}`;
  return `${name}${required} (${limit})`;
}

function fieldsOf(block: BlockModule): string {
  const spec = describe(v.strictObject(block.entries));
  if (spec.kind !== "object" || spec.fields.length === 0) return "—";
  return spec.fields.map((field) => fieldLabel(field.name, field.spec)).join(", ");
}

function names(list: readonly string[]): string {
  return list.length ? list.map((name) => `\`${name}\``).join(", ") : "nothing";
}

/** The block's sample, validated as page JSON (defaults applied). */
function sampleOf(block: AnyBlockModule): Block {
  return v.parse(blockSchema, { type: block.type, props: block.sample }) as Block;
}

function variesOf(block: AnyBlockModule): string {
  if (typeof block.varies === "function")
    return `depends on its props (its sample: ${names(blockVaries(sampleOf(block)))})`;
  return block.varies?.length ? names(block.varies) : "—";
}

function islandsOf(block: AnyBlockModule): string {
  if (!block.islands) return "—";
  return `depends on its props (its sample: ${names(blockIslands(sampleOf(block)))})`;
}

function cell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("\n", " ");
}

function row(block: AnyBlockModule): string {
  const name = `${block.label} (\`${block.type}\`)${block.layoutOnly ? ", layout pages only" : ""}`;
  return `| ${[name, block.description, fieldsOf(block), variesOf(block), islandsOf(block)].map(cell).join(" | ")} |`;
}

/** The generated table, grouped as the editor groups the blocks, with its markers. */
export function sectionLibraryTable(blocks: readonly AnyBlockModule[] = BLOCKS): string {
  const groups = [...BLOCK_GROUPS, undefined];
  const lines = [
    TABLE_START,
    "",
    `${blocks.length} block types. Fields marked * are required; a list shows how many items it takes.`,
    "",
    "| block (`type`) | what it is | fields | HTML varies by | islands |",
    "| --- | --- | --- | --- | --- |",
  ];
  for (const group of groups) {
    const members = blocks.filter((block) => block.group === group);
    if (members.length === 0) continue;
    lines.push(`| **${group ?? "Other"}** | | | | |`, ...members.map(row));
  }
  lines.push("", TABLE_END);
  return lines.join("\n");
}

/** The file with its generated table replaced by `table`; throws when the markers are missing. */
export function withTable(file: string, table: string): string {
  const start = file.indexOf(TABLE_START);
  const end = file.indexOf(TABLE_END);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`${SECTION_LIBRARY_FILE} has lost the markers of its generated table`);
  return file.slice(0, start) + table + file.slice(end + TABLE_END.length);
}
