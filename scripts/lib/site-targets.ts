import { existsSync } from "node:fs";
import { pathOf } from "../../client/content/page-path.ts";
import type { Page } from "../../client/content/page-schema.ts";
import { MEDIA_PATH_PREFIX } from "../../worker/admin/media/media-files.ts";
import type { SiteTargets } from "../../worker/redirects/lint.ts";
import { normaliseRedirectPath } from "../../worker/redirects/rules.ts";

/**
 * What the site answers besides redirects, as the build knows it, for the redirect lint
 * (worker/redirects/lint.ts): the published pages of content/, the public files the build
 * copies (`publicRoot`) and the images it draws (`drawn`). A path in the media library
 * (/media/…) is taken on trust here, since the build cannot read R2; the admin checks it.
 */
export function buildSiteTargets(
  pages: readonly { page: Page }[],
  publicRoot = "client/public",
  drawn: ReadonlySet<string> = new Set(),
): SiteTargets {
  const published = new Set<string>();
  for (const { page } of pages) {
    const path = page.status === "PUBLISHED" ? pathOf(page) : null;
    if (path !== null) published.add(normaliseRedirectPath(path));
  }
  return {
    pages: published,
    isFile: (path) =>
      path.startsWith(MEDIA_PATH_PREFIX) ||
      drawn.has(path) ||
      (!path.includes("..") && existsSync(`${publicRoot}${path}`)),
  };
}
