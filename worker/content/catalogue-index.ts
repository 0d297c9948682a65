import type { Catalogue, CatalogueEntry } from "../../client/content/catalogue.ts";

const indexes = new WeakMap<Catalogue, Map<string, CatalogueEntry>>();

/**
 * The catalogue entry of the page at `url`. The index is built once per catalogue object,
 * which the content store keeps per content version, instead of a search of every page on
 * each render.
 */
export function catalogueEntry(catalogue: Catalogue, url: string): CatalogueEntry | undefined {
  let index = indexes.get(catalogue);
  if (!index) {
    index = new Map(catalogue.pages.map((entry) => [entry.url, entry]));
    indexes.set(catalogue, index);
  }
  return index.get(url);
}
