import { createHash } from "node:crypto";
import {
  LISTED_TYPES,
  type Card,
  type Catalogue,
  type CatalogueEntry,
  type Listing,
  type ListedType,
} from "../../client/content/catalogue.ts";
import { pagePath } from "../../client/content/page-path.ts";
import { INDEXING_DEFAULT, type Page } from "../../client/content/page-schema.ts";

export interface ParsedPage {
  file: string;
  page: Page;
}

const keyOf = (type: string, language: string, slug: string) => `${type}|${language}|${slug}`;

/** A stable id in UUID form, derived from the page's type, language and slug. */
function pageId(key: string): string {
  const h = createHash("sha1").update(key).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Groups pages that are translations of each other (links count in either direction). */
function translationGroups(pages: ParsedPage[], byKey: Map<string, ParsedPage>, problems: string[]): Map<string, string[]> {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let root = k;
    while (parent.get(root) !== root) root = parent.get(root) as string;
    parent.set(k, root);
    return root;
  };
  for (const { page } of pages) parent.set(keyOf(page.type, page.language, page.slug), keyOf(page.type, page.language, page.slug));
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
    for (const member of members) byMember.set(member, members.filter((m) => m !== member));
  }
  return byMember;
}

function entryFor(page: Page, translations: CatalogueEntry["translations"], key: string): CatalogueEntry {
  const url = pagePath(page.type, page.slug) as string;
  const entry: CatalogueEntry = {
    id: pageId(key),
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
      const card: Card = { url: e.url, slug: e.slug, name: e.name, title: e.name, text: e.miniCardText ?? e.description };
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
export function buildCatalogue(pages: ParsedPage[]): { catalogue: Catalogue; problems: string[] } {
  const problems: string[] = [];
  const published = pages.filter(({ page }) => page.status === "PUBLISHED" && page.type !== "layout");
  const layouts = pages.filter(({ page }) => page.type === "layout");
  const byKey = new Map(published.map((p) => [keyOf(p.page.type, p.page.language, p.page.slug), p]));
  const groups = translationGroups(published, byKey, problems);

  const entries = published.map(({ page }) => {
    const key = keyOf(page.type, page.language, page.slug);
    const translations = (groups.get(key) ?? []).map((member) => {
      const other = (byKey.get(member) as ParsedPage).page;
      return { language: other.language, slug: other.slug, name: other.name, url: pagePath(other.type, other.slug) as string };
    });
    return entryFor(page, translations, key);
  });

  for (const { file, page } of published) {
    page.blocks.forEach((block, i) => {
      if (block.type === "cardsOrder") problems.push(`${file}: blocks[${i}]: cardsOrder belongs on a layout page`);
    });
  }
  const listings = Object.fromEntries(LISTED_TYPES.map((t) => [t, listingFor(t, entries, layouts, problems)])) as Catalogue["listings"];
  return { catalogue: { pages: entries, listings }, problems };
}

