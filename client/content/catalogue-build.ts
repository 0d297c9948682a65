/**
 * The page catalogue's builder, shared by the sync (scripts/lib/content-entries.ts) and the
 * Worker's publishing (worker/admin/content/publish.ts), so that a page published in the
 * editor changes the catalogue exactly as a sync of the same files would. Pure: the caller
 * gives each page's id (a SHA-1 of its key, computed with the runtime's own crypto).
 */
import {
  LISTED_TYPES,
  type Card,
  type Catalogue,
  type CatalogueEntry,
  type Listing,
  type ListedType,
} from "./catalogue.ts";
import { pathOf } from "./page-path.ts";
import { INDEXING_DEFAULT, type Page } from "./page-schema.ts";

export interface ParsedPage {
  /** Where the page comes from, for problems: a file of content/pages, or a KV key. */
  file: string;
  page: Page;
}

/**
 * The identity of a page: its type, language and slug (two pages may not share one).
 * @example pageIdentity({ type: "pageProduct", language: "en", slug: "map" }) // "pageProduct|en|map"
 */
export function pageIdentity(page: Pick<Page, "type" | "language" | "slug">): string {
  return keyOf(page.type, page.language, page.slug);
}

const keyOf = (type: string, language: string, slug: string) => `${type}|${language}|${slug}`;

/** A page id in UUID form from the SHA-1 (hex) of its identity. */
export function uuidFromSha1(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The stable id of a page (a UUID-shaped SHA-1 of its identity), with Web Crypto: the Worker's and the browser's way. */
export async function pageIdOf(page: Pick<Page, "type" | "language" | "slug">): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(pageIdentity(page)));
  return uuidFromSha1([...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join(""));
}

/** Gives the id of a page from its identity (pageIdentity). */
export type PageIdOf = (identity: string) => string;

/** Groups pages that are translations of each other (links count in either direction). */
function translationGroups(
  pages: ParsedPage[],
  byKey: Map<string, ParsedPage>,
  problems: string[],
): Map<string, string[]> {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let root = k;
    while (parent.get(root) !== root) root = parent.get(root) as string;
    parent.set(k, root);
    return root;
  };
  for (const { page } of pages)
    parent.set(keyOf(page.type, page.language, page.slug), keyOf(page.type, page.language, page.slug));
  for (const { file, page } of pages) {
    const own = keyOf(page.type, page.language, page.slug);
    page.translations.forEach((t, i) => {
      const target = keyOf(page.type, t.language, t.slug);
      if (t.language === page.language) {
        problems.push(`${file}: translations[${i}].language: a translation must be in another language than the page`);
      } else if (!byKey.has(target)) {
        problems.push(`${file}: translations[${i}]: no published ${page.type} page "${t.slug}" in ${t.language}`);
      } else {
        parent.set(find(own), find(target));
      }
    });
  }
  const groups = new Map<string, string[]>();
  for (const key of parent.keys()) {
    const root = find(key);
    groups.set(root, [...(groups.get(root) ?? []), key]);
  }
  const byMember = new Map<string, string[]>();
  for (const members of groups.values()) {
    const languages = members.map((m) => m.split("|")[1]);
    if (new Set(languages).size !== languages.length) {
      const files = members.map((m) => byKey.get(m)?.file).join(", ");
      problems.push(`${files}: translations: two pages of one language are linked as translations`);
    }
    for (const member of members)
      byMember.set(
        member,
        members.filter((m) => m !== member),
      );
  }
  return byMember;
}

function entryFor(page: Page, translations: CatalogueEntry["translations"], id: string): CatalogueEntry {
  const url = pathOf(page) as string;
  const entry: CatalogueEntry = {
    id,
    name: page.name,
    slug: page.slug,
    type: page.type,
    language: page.language,
    status: "PUBLISHED",
    url,
    translations,
    indexing: page.indexing ?? INDEXING_DEFAULT[page.type],
    indexingDefault: INDEXING_DEFAULT[page.type],
    noFollowNoIndex: page.customValues.noFollowNoIndex === true,
    tags: page.tags,
    listable: page.listable,
    rootPage: page.customValues.rootPage ?? "",
    title: page.meta.title,
    description: page.meta.description,
    fullscreen: page.display === "fullscreen",
  };
  if (page.publishedAt) entry.publishedAt = page.publishedAt;
  const image = page.meta.image ?? page.meta.featuredImage;
  if (image) entry.image = image;
  if (page.customValues.miniCardText) entry.miniCardText = page.customValues.miniCardText;
  const cardImage = page.customValues.miniCardImage ?? page.meta.featuredImage;
  if (cardImage) entry.cardImage = cardImage;
  return entry;
}

function newestFirst(a: CatalogueEntry, b: CatalogueEntry): number {
  return (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "") || a.name.localeCompare(b.name);
}

function listingFor(type: ListedType, entries: CatalogueEntry[], layouts: ParsedPage[], problems: string[]): Listing {
  let settings = { withTitle: true, withText: true, linkLabel: "Go to the card", order: [] as string[] };
  for (const { file, page } of layouts) {
    page.blocks.forEach((block, i) => {
      if (block.type !== "cardsOrder" || block.props.pageType !== type) return;
      settings = { ...block.props };
      block.props.order.forEach((slug, j) => {
        if (!entries.some((e) => e.type === type && e.slug === slug)) {
          problems.push(`${file}: blocks[${i}].props.order[${j}]: no published ${type} page "${slug}"`);
        }
      });
    });
  }
  const cards: Record<string, Card[]> = {};
  const listed = entries.filter((e) => e.type === type && e.listable);
  for (const language of new Set(listed.map((e) => e.language))) {
    const ofLanguage = listed.filter((e) => e.language === language);
    const ordered = settings.order.flatMap((slug) => ofLanguage.filter((e) => e.slug === slug));
    const rest = ofLanguage.filter((e) => !settings.order.includes(e.slug)).sort(newestFirst);
    cards[language] = [...ordered, ...rest].map((e) => {
      const card: Card = {
        url: e.url,
        slug: e.slug,
        name: e.name,
        title: e.name,
        text: e.miniCardText ?? e.description,
      };
      if (e.publishedAt) card.publishedAt = e.publishedAt;
      if (e.cardImage) card.image = e.cardImage;
      return card;
    });
  }
  return { withTitle: settings.withTitle, withText: settings.withText, linkLabel: settings.linkLabel, cards };
}

/**
 * The catalogue of published pages: ids, paths, translations (both ways), indexing,
 * and per listed type the ordered cards (layout page order first, then newest first).
 */
export function buildCatalogue(pages: ParsedPage[], idOf: PageIdOf): { catalogue: Catalogue; problems: string[] } {
  const problems: string[] = [];
  const published = pages.filter(({ page }) => page.status === "PUBLISHED" && page.type !== "layout");
  const layouts = pages.filter(({ page }) => page.type === "layout");
  const byKey = new Map(published.map((p) => [keyOf(p.page.type, p.page.language, p.page.slug), p]));
  const groups = translationGroups(published, byKey, problems);

  const entries = published.map(({ page }) => {
    const key = keyOf(page.type, page.language, page.slug);
    const translations = (groups.get(key) ?? []).map((member) => {
      const other = (byKey.get(member) as ParsedPage).page;
      return {
        language: other.language,
        slug: other.slug,
        name: other.name,
        url: pathOf(other) as string,
      };
    });
    return entryFor(page, translations, idOf(key));
  });

  const listings = Object.fromEntries(
    LISTED_TYPES.map((t) => [t, listingFor(t, entries, layouts, problems)]),
  ) as Catalogue["listings"];
  return { catalogue: { pages: entries, listings }, problems };
}
