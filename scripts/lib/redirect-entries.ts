import { readFileSync } from "node:fs";
import type { SiteTargets } from "../../worker/redirects/lint.ts";
import { kvEntry, type KvEntry } from "./kv-entries.ts";
import { parseRedirectsCsv } from "./redirects-csv.ts";

/** redirects.csv as REDIRECTS keys, with every problem (against `site` too) as "file:line: message". */
export function buildRedirectEntries(file: string, site?: SiteTargets): { entries: KvEntry[]; problems: string[] } {
  const { rows, problems } = parseRedirectsCsv(readFileSync(file, "utf8"), site);
  return {
    entries: rows.map((row) => kvEntry(row.key, JSON.stringify(row.target))),
    problems: problems.map((p) => `${file}:${p.line}: ${p.message}`),
  };
}
