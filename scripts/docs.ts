/**
 * `npm run docs`: writes the generated parts of docs/, today the block table of
 * docs/section-library.md (scripts/lib/section-library.ts). `npm test` fails while the file
 * holds a stale table (scripts/lib/section-library.test.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { SECTION_LIBRARY_FILE, sectionLibraryTable, withTable } from "./lib/section-library.ts";

const file = readFileSync(SECTION_LIBRARY_FILE, "utf8");
const next = withTable(file, sectionLibraryTable());
if (next === file) console.log(`${SECTION_LIBRARY_FILE}: up to date`);
else {
  writeFileSync(SECTION_LIBRARY_FILE, next);
  console.log(`${SECTION_LIBRARY_FILE}: block table written`);
}
