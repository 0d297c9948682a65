import type { Page } from "@playwright/test";

/** The site script's hashed file (menus, carousels, embeds, copy buttons). */
export const SITE_SCRIPT = /^\/static\/site-\w+\.js$/;

/** Collects the paths of the JavaScript files a page downloads from now on. */
export function scriptsLoadedBy(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
