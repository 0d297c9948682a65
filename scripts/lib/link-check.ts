import { existsSync } from "node:fs";
import { pagePath } from "../../client/content/page-path.ts";
import type { Page } from "../../client/content/page-schema.ts";
import { builtInRedirect, normaliseRedirectPath } from "../../worker/redirects/rules.ts";

/** Paths the Worker answers that are not pages. */
export const WORKER_ROUTES = new Set(["/sitemap.xml", "/robots.txt"]);

/** The fields that hold a link address: `href`, `url`, rich-text `a` marks and the blocks' link fields. */
const LINK_KEYS = new Set(["href", "url", "a", "link", "knowMoreLink", "demoLink", "productDemoLink"]);

/** Every value of one of `keys` in a JSON value. */
function valuesOf(keys: ReadonlySet<string>, value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) valuesOf(keys, item, found);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (keys.has(key) && typeof item === "string") found.push(item);
      else valuesOf(keys, item, found);
    }
  }
  return found;
}

/** Every link address in a JSON value: `href` and `url` fields, rich-text `a` marks, blocks' link fields. */
export function linksIn(value: unknown): string[] {
  return valuesOf(LINK_KEYS, value);
}

/**
 * Images of this site (`src` fields under /images/, the card pictures) that are neither in
 * the public folder the build copies to the site nor among the images the build draws
 * (`drawn`: scripts/lib/image-references.ts).
 */
export function missingImages(sources: { file: string; value: unknown }[], publicRoot = "client/public", drawn: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  for (const { file, value } of sources) {
    for (const src of new Set(valuesOf(new Set(["src", "featuredImage", "miniCardImage", "image"]), value))) {
      if (!src.startsWith("/images/")) continue;
      const path = src.replace(/[?#].*$/, "");
      if (!drawn.has(path) && !existsSync(`${publicRoot}${path}`)) problems.push(`${file}: image ${src} is not in ${publicRoot} nor drawn by the build`);
    }
  }
  return problems;
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
