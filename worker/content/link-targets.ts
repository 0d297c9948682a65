import { builtInRedirect, normaliseRedirectPath } from "../redirects/rules.ts";

/** Paths the Worker answers that are not pages. */
export const WORKER_ROUTES = new Set(["/sitemap.xml", "/robots.txt", "/api/localities/openapi.json"]);
/** Path prefixes the Worker answers with files: the media library's images (R2). */
const WORKER_FILE_PREFIXES = ["/media/"];

/** Where an internal link leads: its page path (no query or fragment) and its key in REDIRECTS. */
export interface LinkTarget {
  path: string;
  key: string;
}

/** The target of a link to this site, or null for a link elsewhere ("https://…", "//cdn…", "mailto:…"). */
export function linkTarget(href: string): LinkTarget | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const path = href.replace(/[?#].*$/, "") || "/";
  return { path, key: normaliseRedirectPath(path) };
}

/**
 * Whether a link's target is answered without looking at the redirects table: a published
 * page, a Worker route or file, or a built-in redirect rule. The callers then look the key
 * up among redirect sources (the build in redirects.csv, the editor in KV).
 */
export function answeredWithoutRedirect(target: LinkTarget, pagePaths: ReadonlySet<string | null>): boolean {
  return (
    pagePaths.has(target.path) ||
    WORKER_ROUTES.has(target.path) ||
    WORKER_FILE_PREFIXES.some((prefix) => target.path.startsWith(prefix)) ||
    builtInRedirect(target.key) !== null
  );
}

/** The message for a link that leads nowhere, the same in the build and in the editor. */
export function brokenLinkMessage(href: string): string {
  return `link ${href} leads to no page`;
}
