import type { PageIndex } from "../../../client/content/page-index.ts";
import { fileCandidates, lintRedirectRows, type SiteTargets } from "../../redirects/lint.ts";
import { normaliseRedirectPath } from "../../redirects/rules.ts";

const MEDIA_PREFIX = "/media/";

/** Whether the site serves a file at `path`: a static asset (ASSETS) or a media library image (R2). */
async function isServedFile(env: { ASSETS: Fetcher; MEDIA: R2Bucket }, path: string): Promise<boolean> {
  try {
    if (path.startsWith(MEDIA_PREFIX)) {
      const key = decodeURIComponent(path.slice(MEDIA_PREFIX.length));
      return key.startsWith("images/") && (await env.MEDIA.head(key)) !== null;
    }
    const response = await env.ASSETS.fetch(new Request(new URL(path, "https://assets.invalid"), { method: "HEAD" }));
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * What the site answers, for the redirect lint in the admin (worker/redirects/lint.ts): the
 * published pages of the page index, and among the destinations of `records` that are no
 * page, those that are files (looked up once each).
 */
export async function adminSiteTargets(
  env: { ASSETS: Fetcher; MEDIA: R2Bucket },
  index: PageIndex,
  records: readonly { line: number; fields: string[] }[],
): Promise<SiteTargets> {
  const pages = new Set(
    index.flatMap((e) => (e.head.status === "PUBLISHED" && e.path !== null ? [normaliseRedirectPath(e.path)] : [])),
  );
  const candidates = fileCandidates(lintRedirectRows(records).rows, pages);
  const found = await Promise.all(candidates.map(async (path) => [path, await isServedFile(env, path)] as const));
  const files = new Set(found.filter(([, served]) => served).map(([path]) => path));
  return { pages, isFile: (path) => files.has(path) };
}
