import { test } from "@playwright/test";

/**
 * The headers a browser sends with a post from one of the site's pages: the site's Origin
 * (docs/security.md, "Same origin"). A test that posts with Playwright's request context,
 * which sends none, adds them; without them the Worker answers 403.
 */
export function fromSitePage(): Record<string, string> {
  return { origin: new URL(test.info().project.use.baseURL ?? "http://localhost:8799").origin };
}
