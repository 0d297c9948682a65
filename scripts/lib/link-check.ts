import { existsSync } from "node:fs";
import { fieldValues, linksIn } from "../../client/content/link-fields.ts";
import { pathOf } from "../../client/content/page-path.ts";
import type { Page } from "../../client/content/page-schema.ts";
import {
  answeredWithoutRedirect,
  brokenLinkMessage,
  linkTarget,
  WORKER_ROUTES,
} from "../../worker/content/link-targets.ts";

export { linksIn, WORKER_ROUTES };

/**
 * Images of this site (`src` fields under /images/, the card pictures) that are neither in
 * the public folder the build copies to the site nor among the images the build draws
 * (`drawn`: scripts/lib/image-references.ts).
 */
export function missingImages(
  sources: { file: string; value: unknown }[],
  publicRoot = "client/public",
  drawn: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  for (const { file, value } of sources) {
    for (const src of new Set(fieldValues(new Set(["src", "featuredImage", "miniCardImage", "image"]), value))) {
      if (!src.startsWith("/images/")) continue;
      const path = src.replace(/[?#].*$/, "");
      if (!drawn.has(path) && !existsSync(`${publicRoot}${path}`))
        problems.push(`${file}: image ${src} is not in ${publicRoot} nor drawn by the build`);
    }
  }
  return problems;
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
  const paths = new Set(pages.filter((p) => p.page.status === "PUBLISHED").map((p) => pathOf(p.page)));
  const problems: string[] = [];
  for (const { file, value } of sources) {
    for (const href of new Set(linksIn(value))) {
      const target = linkTarget(href);
      if (!target || answeredWithoutRedirect(target, paths) || redirectSources.has(target.key)) continue;
      problems.push(`${file}: ${brokenLinkMessage(href)}`);
    }
  }
  return problems;
}
