import { pagePath } from "../../client/content/page-path.ts";
import type { Page } from "../../client/content/page-schema.ts";
import { builtInRedirect, normaliseRedirectPath } from "../../worker/redirects/rules.ts";

/** Paths the Worker answers that are not pages. */
export const WORKER_ROUTES = new Set(["/sitemap.xml", "/robots.txt"]);

/** Every link address in a JSON value: `href` and `url` fields and rich-text `a` marks. */
export function linksIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) linksIn(item, found);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if ((key === "href" || key === "url" || key === "a") && typeof item === "string") found.push(item);
      else linksIn(item, found);
    }
  }
  return found;
}

function isInternal(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * Internal links that lead nowhere: not a published page, not a redirect source, not a
 * built-in rule and not a route of the Worker. External links are not checked here.
 */
export function brokenLinks(
  sources: { file: string; value: unknown }[],
  pages: { page: Page }[],
  redirectSources: Set<string>,
): string[] {
  const paths = new Set(
    pages.filter((p) => p.page.status === "PUBLISHED").map((p) => pagePath(p.page.type, p.page.slug)),
  );
  const problems: string[] = [];
  for (const { file, value } of sources) {
    for (const href of new Set(linksIn(value))) {
      if (!isInternal(href)) continue;
      const path = href.replace(/[?#].*$/, "") || "/";
      const key = normaliseRedirectPath(path);
      if (paths.has(path) || WORKER_ROUTES.has(path) || redirectSources.has(key) || builtInRedirect(key)) continue;
      problems.push(`${file}: link ${href} leads to no page`);
    }
  }
  return problems;
}
