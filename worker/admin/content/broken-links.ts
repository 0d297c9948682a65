import { linkFields } from "../../../client/content/link-fields.ts";
import type { PageProblem } from "../../../client/content/served-page.ts";
import { answeredWithoutRedirect, brokenLinkMessage, linkTarget } from "../../content/link-targets.ts";

/**
 * The editor's version of the build's link check (scripts/lib/link-check.ts): every internal
 * link in `value` must lead to a published page, a Worker route or file, a built-in rule or
 * a redirect source (looked up in KV, once per key). Problems name the field that holds it.
 */
export async function brokenLinkProblems(
  value: unknown,
  field: string,
  pagePaths: ReadonlySet<string | null>,
  redirects: KVNamespace,
): Promise<PageProblem[]> {
  const known = new Map<string, Promise<boolean>>();
  const isRedirect = (key: string) => {
    let answer = known.get(key);
    if (!answer) {
      answer = redirects.get(key).then((value) => value !== null);
      known.set(key, answer);
    }
    return answer;
  };
  const problems: PageProblem[] = [];
  for (const link of linkFields(value, field)) {
    const target = linkTarget(link.href);
    if (!target || answeredWithoutRedirect(target, pagePaths) || (await isRedirect(target.key))) continue;
    problems.push({ field: link.field, message: brokenLinkMessage(link.href) });
  }
  return problems;
}
