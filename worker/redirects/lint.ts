/**
 * The lint of redirect rows (docs/operations.md), shared by the build and `kv:sync`
 * (scripts/lib/redirects-csv.ts) and the admin's redirects list (worker/admin/api/redirects.ts),
 * so a redirect added in the browser meets exactly the rules of a row of the file.
 */
import { WORKER_ROUTES } from "../content/link-targets.ts";
import {
  builtInRedirect,
  destinationProblem,
  isAbsoluteHttpUrl,
  MAX_PATH_BYTES,
  normaliseRedirectPath,
  type RedirectTarget,
} from "./rules.ts";

export const REDIRECTS_HEADER = ["source", "destination", "permanent", "locale"] as const;

export interface RedirectRow {
  line: number;
  /** The KV key: the normalised source path. */
  key: string;
  target: RedirectTarget;
}

export interface CsvProblem {
  line: number;
  message: string;
}

/**
 * What the site answers besides redirects, for the rules that a destination must lead
 * somewhere and that a source must not hide a page. The build knows it from content/ and
 * the public files; the admin from the page index, the static assets and the media bucket.
 */
export interface SiteTargets {
  /** The published pages' paths, normalised as redirect keys. */
  pages: ReadonlySet<string>;
  /** Whether a site path (as written, without query) is a file the site serves. */
  isFile(path: string): boolean;
}

/** The normalised path a site destination leads to (query and fragment dropped); null for URLs. */
function destinationKey(destination: string): string | null {
  if (isAbsoluteHttpUrl(destination)) return null;
  return normaliseRedirectPath(destination.replace(/[?#].*$/, ""));
}

/**
 * One row (source, destination, permanent, locale as text) checked and turned into its KV
 * key and value; null after reporting its problem.
 */
export function parseRedirectRow(fields: string[], line: number, problems: CsvProblem[]): RedirectRow | null {
  const fail = (message: string) => {
    problems.push({ line, message });
    return null;
  };
  if (fields.length < 3 || fields.length > 4) {
    return fail(`expected 4 columns (${REDIRECTS_HEADER.join(",")}), found ${fields.length}`);
  }
  const [source = "", destination = "", permanentText = "", locale = ""] = fields.map((f) => f.trim());
  if (!source.startsWith("/")) return fail(`source "${source}" must be a path starting with /`);
  if (/[\s?#]/.test(source)) return fail(`source "${source}" must be a path without spaces, query or fragment`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a redirect source with a control character is refused
  if (/[\u0000-\u001f\u007f\\]/.test(source))
    return fail(`source "${source}" contains a control character or a backslash`);
  const key = normaliseRedirectPath(source);
  if (key === "/") return fail("the home page cannot be redirected");
  // The Worker looks up paths of at most MAX_PATH_BYTES as a browser sends them (escaped).
  const sent = new URL(source, "https://site.invalid").pathname;
  if (sent.length > MAX_PATH_BYTES)
    return fail(`source is longer than ${MAX_PATH_BYTES} bytes as a URL path (${sent.length})`);
  if (builtInRedirect(key)) {
    return fail(
      `source ${source} is already answered by a built-in rule (/home, /zh, /assets/{file}.pdf); remove this row`,
    );
  }
  const problem = destinationProblem(destination);
  if (problem) return fail(problem);
  if (/^http:/i.test(destination))
    return fail(`destination "${destination}" is not https: write the https address, or a path of this site`);
  const permanent = permanentText.toLowerCase();
  if (permanent !== "true" && permanent !== "false") {
    return fail(`permanent must be true or false, found "${permanentText}"`);
  }
  if (locale !== "" && !/^[a-z]{2}(-[a-z]{2})?$/i.test(locale)) {
    return fail(`locale "${locale}" must be a language code such as en, de or fr`);
  }
  const target: RedirectTarget = { destination, permanent: permanent === "true" };
  if (locale) target.locale = locale.toLowerCase();
  return { line, key, target };
}

/** Finds duplicate sources, loops and chains (a destination that is itself redirected). */
export function checkRedirectGraph(rows: RedirectRow[], problems: CsvProblem[]): void {
  const bySource = new Map<string, RedirectRow>();
  for (const row of rows) {
    const first = bySource.get(row.key);
    if (first) problems.push({ line: row.line, message: `duplicate source ${row.key} (first on line ${first.line})` });
    else bySource.set(row.key, row);
  }
  for (const row of bySource.values()) {
    const next = destinationKey(row.target.destination);
    if (next === null) continue;
    if (next === row.key) {
      problems.push({ line: row.line, message: `${row.key} redirects to itself` });
      continue;
    }
    const builtIn = builtInRedirect(next);
    if (builtIn) {
      problems.push({
        line: row.line,
        message: `chain: ${row.key} → ${next} → ${builtIn.destination}; point ${row.key} straight to ${builtIn.destination}`,
      });
      continue;
    }
    if (!bySource.has(next)) continue;
    const keys = [row.key];
    let current = row;
    let loopsTo: string | null = null;
    for (;;) {
      const key = destinationKey(current.target.destination);
      const nextRow = key === null ? undefined : bySource.get(key);
      if (key === null || !nextRow) break;
      if (keys.includes(key)) {
        loopsTo = key;
        break;
      }
      keys.push(key);
      current = nextRow;
    }
    const final = current.target.destination;
    problems.push({
      line: row.line,
      message: loopsTo
        ? `loop: ${[...keys, loopsTo].join(" → ")}`
        : `chain: ${keys.join(" → ")} → ${final}; point ${row.key} straight to ${final}`,
    });
  }
}

/** The site path of a destination as written (a leading slash added, query and fragment dropped); null for URLs. */
export function destinationPath(destination: string): string | null {
  if (isAbsoluteHttpUrl(destination)) return null;
  const path = destination.replace(/[?#].*$/, "");
  return path.startsWith("/") ? path : `/${path}`;
}

/**
 * The destination paths of rows that are neither a page, a Worker route, a redirect nor a
 * built-in rule: the ones to look up as files (the admin reads them from ASSETS and R2).
 */
export function fileCandidates(rows: readonly RedirectRow[], pages: ReadonlySet<string>): string[] {
  const sources = new Set(rows.map((row) => row.key));
  const paths = new Set<string>();
  for (const row of rows) {
    const path = destinationPath(row.target.destination);
    if (path === null || WORKER_ROUTES.has(path)) continue;
    const key = normaliseRedirectPath(path);
    if (!pages.has(key) && !sources.has(key) && !builtInRedirect(key)) paths.add(path);
  }
  return [...paths];
}

/**
 * docs/operations.md: a redirect leads somewhere (a published page, a file of the site, a
 * Worker route, or an https URL; chains are the graph's problem) and never hides a page
 * (a source that is a published page's path would answer first).
 */
export function checkSiteTargets(rows: readonly RedirectRow[], site: SiteTargets, problems: CsvProblem[]): void {
  const dead = new Set(fileCandidates(rows, site.pages).filter((path) => !site.isFile(path)));
  for (const row of rows) {
    if (site.pages.has(row.key))
      problems.push({
        line: row.line,
        message: `source ${row.key} is a published page: the redirect would hide it (take the page offline first)`,
      });
    const path = destinationPath(row.target.destination);
    if (path !== null && dead.has(path))
      problems.push({
        line: row.line,
        message: `destination ${row.target.destination} leads nowhere: it is neither a published page, a file of the site nor an https URL`,
      });
  }
}

/**
 * Rows (each with the line or position it is reported under) checked one by one and as a
 * whole, and against the site when `site` says what it answers: every problem, sorted by
 * line, and the rows that passed their own checks.
 */
export function lintRedirectRows(
  records: readonly { line: number; fields: string[] }[],
  site?: SiteTargets,
): {
  rows: RedirectRow[];
  problems: CsvProblem[];
} {
  const problems: CsvProblem[] = [];
  const rows: RedirectRow[] = [];
  for (const record of records) {
    const row = parseRedirectRow(record.fields, record.line, problems);
    if (row) rows.push(row);
  }
  checkRedirectGraph(rows, problems);
  if (site) checkSiteTargets(rows, site, problems);
  problems.sort((a, b) => a.line - b.line);
  return { rows, problems };
}
