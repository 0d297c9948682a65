import { isbot } from "isbot";

/**
 * Crawlers, link previewers, HTTP clients and audit tools (Lighthouse, headless Chrome)
 * get the whole document in one piece instead of a stream, so that they see the final
 * page. The list of user agents is `isbot`'s, a maintained package, not a home-made pattern.
 */
export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && isbot(userAgent);
}
