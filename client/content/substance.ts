import type { Page, PageType } from "./page-schema.ts";

/**
 * Editorial rules the schema cannot express (issue 12): a page of a content type must carry
 * enough text to be worth a visit, and no two published pages may share a title (search
 * results and browser tabs would not tell them apart). Pure functions; the build reports
 * their messages with the others.
 */

/** Minimum words of text across the blocks of a published page, by type; other types are unchecked. */
export const MIN_WORDS: Partial<Record<PageType, number>> = {
  blog: 600,
  pageStory: 450,
  news: 300,
  pageProduct: 500,
  pageIndustry: 450,
  pageUseCase: 450,
  pagePolicy: 400,
};

/**
 * Props whose string values are not prose: addresses, identifiers, settings and code.
 * A code sample is not counted: a page must explain itself in words.
 */
const NOT_PROSE = new Set([
  "a",
  "href",
  "url",
  "code",
  "language",
  "icon",
  "color",
  "style",
  "componentId",
  "anchorId",
  "texture",
  "type",
  "pageType",
  "order",
  "tool",
  "lat",
  "lng",
  "zoom",
  "latcenter",
  "lngcenter",
  "sectionTitleSize",
  "headerColorField",
]);

const WORD = /[\p{L}\p{N}]/u;

function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => WORD.test(token)).length;
}

function proseIn(value: unknown, out: string[]): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) proseIn(item, out);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (!NOT_PROSE.has(key)) proseIn(item, out);
  }
  return out;
}

/** The visible text of a page's blocks: titles, rich text, FAQ items, quotes, labels; never code or links' addresses. */
export function pageText(page: Pick<Page, "blocks">): string {
  return page.blocks.flatMap((block) => proseIn(block.props, [])).join("\n");
}

/** Words of visible text in a page's blocks (see pageText). */
export function pageWords(page: Pick<Page, "blocks">): number {
  return countWords(pageText(page));
}

export interface PageFile {
  file: string;
  page: Page;
}

/** "too thin" messages for published pages under their type's minimum, naming the file and the rule. */
export function thinPages(pages: PageFile[]): string[] {
  const problems: string[] = [];
  for (const { file, page } of pages) {
    const min = MIN_WORDS[page.type];
    if (page.status !== "PUBLISHED" || min === undefined) continue;
    const words = pageWords(page);
    if (words < min) {
      problems.push(`${file}: blocks: too thin: ${words} words of text, a ${page.type} page needs at least ${min}`);
    }
  }
  return problems;
}

/** Published pages sharing a meta.title (compared trimmed and ignoring case); each message names both files. */
export function duplicateTitles(pages: PageFile[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { file, page } of pages) {
    if (page.status !== "PUBLISHED" || page.type === "layout") continue;
    const key = page.meta.title.trim().toLowerCase();
    const first = seen.get(key);
    if (first)
      problems.push(
        `${file}: meta.title: "${page.meta.title}" is already the title of ${first}; titles must be unique`,
      );
    else seen.set(key, file);
  }
  return problems;
}

/** Every substance problem of the content: thin pages and repeated titles. */
export function substanceProblems(pages: PageFile[]): string[] {
  return [...thinPages(pages), ...duplicateTitles(pages)];
}
