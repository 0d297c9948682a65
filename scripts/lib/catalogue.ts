import { createHash } from "node:crypto";
import type { Catalogue } from "../../client/content/catalogue.ts";
import { buildCatalogue as buildWithIds, uuidFromSha1, type ParsedPage } from "../../client/content/catalogue-build.ts";

export type { ParsedPage } from "../../client/content/catalogue-build.ts";

/** A page's id from its identity (type|language|slug), the same as pageIdOf in the Worker. */
export function pageIdSync(identity: string): string {
  return uuidFromSha1(createHash("sha1").update(identity).digest("hex"));
}

/**
 * The catalogue of published pages (client/content/catalogue-build.ts), with ids made by
 * Node's crypto; the Worker builds it with the same function when a page is published.
 */
export function buildCatalogue(pages: ParsedPage[]): { catalogue: Catalogue; problems: string[] } {
  return buildWithIds(pages, pageIdSync);
}
