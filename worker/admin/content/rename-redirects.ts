import type { RedirectItem } from "../../../client/admin/api-types.ts";
import type { PageIndex } from "../../../client/content/page-index.ts";
import type { PageProblem } from "../../../client/content/served-page.ts";
import { destinationPath, lintRedirectRows } from "../../redirects/lint.ts";
import { normaliseRedirectPath, type RedirectTarget } from "../../redirects/rules.ts";
import { readAllRedirects } from "./redirect-table.ts";
import { adminSiteTargets } from "./site-targets.ts";

/** A redirect a rename writes: the one from the old path, or one that led there and now leads on. */
export interface RedirectChange {
  source: string;
  target: RedirectTarget;
}

const recordOf = (item: { source: string; destination: string; permanent: boolean; locale: string }, line: number) => ({
  line,
  fields: [item.source, item.destination, String(item.permanent), item.locale],
});

/** A destination that led to `from`, leading to `to` instead (its query and fragment kept). */
function retarget(destination: string, from: string, to: string): string | null {
  const path = destinationPath(destination);
  if (path === null || normaliseRedirectPath(path) !== normaliseRedirectPath(from)) return null;
  return `${to}${destination.slice(destination.search(/[?#]|$/))}`;
}

/**
 * The redirects a rename from `from` to `to` writes (docs/editor.md): a permanent one from
 * the old path, and the ones that led to the old path leading to the new one (else they
 * would be chains). Checked by the redirect lint against the site after the rename
 * (`nextIndex`); problems it would cause that the table did not have are returned.
 */
export async function redirectsForRename(
  env: { REDIRECTS: KVNamespace; ASSETS: Fetcher; MEDIA: R2Bucket },
  nextIndex: PageIndex,
  from: string,
  to: string,
): Promise<{ changes: RedirectChange[]; problems: PageProblem[] }> {
  const items: RedirectItem[] = (await readAllRedirects(env.REDIRECTS)).filter((item) => item.problem === null);
  const changes: RedirectChange[] = [
    { source: normaliseRedirectPath(from), target: { destination: to, permanent: true } },
  ];
  const next = items.map((item) => {
    const destination = retarget(item.destination, from, to);
    if (destination === null) return item;
    const target: RedirectTarget = { destination, permanent: item.permanent };
    if (item.locale) target.locale = item.locale;
    changes.push({ source: item.source, target });
    return { ...item, destination };
  });
  const current = items.map(recordOf);
  const records = [recordOf({ source: from, destination: to, permanent: true, locale: "" }, 0), ...next.map(recordOf)];
  const site = await adminSiteTargets(env, nextIndex, records);
  const before = new Set(lintRedirectRows(current, site).problems.map((p) => p.message));
  const problems = lintRedirectRows(records, site)
    .problems.filter((p) => !before.has(p.message))
    .map((p) => ({ field: "redirects", message: p.message }));
  return { changes, problems };
}
