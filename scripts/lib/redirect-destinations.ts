import { pagePath } from "../../client/content/page-path.ts";
import type { Page } from "../../client/content/page-schema.ts";
import { isAbsoluteHttpUrl, normaliseRedirectPath } from "../../worker/redirects/rules.ts";
import type { KvEntry } from "./kv-entries.ts";
import { WORKER_ROUTES } from "./link-check.ts";

/** The site path a redirect destination leads to (leading slash added, query and fragment dropped); null for URLs. */
export function destinationPath(destination: string): string | null {
  if (isAbsoluteHttpUrl(destination)) return null;
  const path = destination.replace(/[?#].*$/, "");
  return path.startsWith("/") ? path : `/${path}`;
}

/**
 * Problems of redirects against the content: a destination on the site that is neither a
 * published page nor a Worker route; a source that is a published page's
 * own path (the redirect is answered first, so the page could never be seen).
 */
export function redirectDestinationProblems(
  file: string,
  redirects: readonly KvEntry[],
  pages: readonly { page: Page }[],
): string[] {
  const published = new Set<string>();
  for (const { page } of pages) {
    const path = page.status === "PUBLISHED" ? pagePath(page.type, page.slug) : null;
    if (path !== null) published.add(normaliseRedirectPath(path));
  }
  const problems: string[] = [];
  for (const { key, value } of redirects) {
    const { destination } = JSON.parse(value) as { destination: string };
    if (published.has(key))
      problems.push(`${file}: ${key} is a published page's path; the redirect would hide the page`);
    const path = destinationPath(destination);
    if (path === null || WORKER_ROUTES.has(path)) continue;
    if (!published.has(normaliseRedirectPath(path))) {
      problems.push(`${file}: ${key} → ${destination}: no published page has the path ${path}`);
    }
  }
  return problems;
}
