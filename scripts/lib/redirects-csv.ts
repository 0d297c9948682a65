import {
  lintRedirectRows,
  REDIRECTS_HEADER,
  type CsvProblem,
  type RedirectRow,
  type SiteTargets,
} from "../../worker/redirects/lint.ts";
import { CsvSyntaxError, parseCsv, type CsvRecord } from "./csv.ts";

export { REDIRECTS_HEADER, type CsvProblem, type RedirectRow } from "../../worker/redirects/lint.ts";

/**
 * Reads redirects.csv: a header `source,destination,permanent,locale`, then one row per
 * redirect. Returns the rows and every problem with its line number; with `site`, also
 * each destination that leads nowhere and each source that would hide a page.
 */
export function parseRedirectsCsv(text: string, site?: SiteTargets): { rows: RedirectRow[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { rows: [], problems: [{ line: error.line, message: `not valid CSV: ${error.message}` }] };
  }
  const header = records.shift();
  const expected = REDIRECTS_HEADER.join(",");
  if (!header || header.fields.map((f) => f.trim().toLowerCase()).join(",") !== expected) {
    problems.push({ line: header?.line ?? 1, message: `the first row must be the header ${expected}` });
    return { rows: [], problems };
  }
  return lintRedirectRows(records, site);
}
