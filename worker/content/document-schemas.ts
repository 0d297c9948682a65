import type { GenericSchema } from "valibot";
import { catalogueSchema } from "../../client/content/catalogue.ts";
import { pageSchema } from "../../client/content/page-schema.ts";
import { siteSchema } from "../../client/content/site-schema.ts";
import { CATALOGUE_KEY, docKey, pageKey, SITE_KEY } from "./keys.ts";

const PAGE_PREFIX = pageKey("");
const DOC_PREFIX = docKey("");

/**
 * The schema a CONTENT key's document is validated by: a page (by path or by id), site
 * settings (of any language), the catalogue; null for keys that hold no such document (the
 * version, the page index, drafts, history). The build, the editor and the Worker's reads all
 * ask here, and scripts/lib/schema-version.ts fingerprints the code this module reaches.
 */
export function documentSchema(key: string): GenericSchema | null {
  if (key.startsWith(PAGE_PREFIX) || key.startsWith(DOC_PREFIX)) return pageSchema;
  if (key === SITE_KEY || key.startsWith(`${SITE_KEY}:`)) return siteSchema;
  if (key === CATALOGUE_KEY) return catalogueSchema;
  return null;
}
