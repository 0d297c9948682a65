import { buildCatalogue, pageIdentity } from "../../../client/content/catalogue-build.ts";
import type { Catalogue } from "../../../client/content/catalogue.ts";
import type { PageIndex, PageIndexEntry } from "../../../client/content/page-index.ts";

/**
 * The catalogue of a page index, built with the sync's own builder (pages known by their id);
 * its problems name each page by `label` (its name in quotes unless told otherwise).
 */
export function indexCatalogue(
  index: PageIndex,
  label: (entry: PageIndexEntry) => string = (entry) => `"${entry.head.name}"`,
): { catalogue: Catalogue; problems: string[] } {
  const ids = new Map(index.map((e) => [pageIdentity(e.head), e.id]));
  return buildCatalogue(
    index.map((e) => ({ file: label(e), page: e.head })),
    (identity) => ids.get(identity) ?? identity,
  );
}

/** The paths that answer with a page once `index` is live. */
export function publishedPaths(index: PageIndex): Set<string | null> {
  return new Set(index.filter((e) => e.head.status === "PUBLISHED").map((e) => e.path));
}
