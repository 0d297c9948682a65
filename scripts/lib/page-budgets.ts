/**
 * The JavaScript budgets of docs/benchmarks.md for one page, by what its islands do:
 * - a content page (no island): at most 10 KB brotli, and no React;
 * - a page whose islands all wait until they are seen or reached for (the pricing page, the
 *   product pages): at most 15 KB before the visitor scrolls, and no React;
 * - a page with an island that loads at once (a free tool, the funnel, the sign-up): at most
 *   90 KB before a map is shown.
 * OpenLayers is never part of what a page loads at first, and the pricing page and the
 * product pages have no island that loads at once.
 */
import { kb } from "./page-weight.ts";

export const PAGE_BUDGETS = {
  contentPage: 10 * 1024,
  waitingIslands: 15 * 1024,
  islandAtOnce: 90 * 1024,
};

export type PageKind = "content" | "islands wait" | "island at once";

export interface PageLoad {
  path: string;
  /** The page type of its JSON (`pageProduct`…). */
  type: string;
  /** Its islands: `eager` ones load with the page. */
  islands: readonly { name: string; load: string }[];
  /** What it loads at first (brotli bytes), and whether React or OpenLayers is part of it. */
  first: { bytes: number; react: boolean; openLayers: boolean };
}

export function pageKind(page: Pick<PageLoad, "islands">): PageKind {
  if (page.islands.length === 0) return "content";
  return page.islands.some((island) => island.load === "eager") ? "island at once" : "islands wait";
}

/** Pages that must not load an island before the visitor scrolls. */
function mustWait(page: PageLoad): boolean {
  return page.path === "/pricing" || page.type === "pageProduct";
}

/** The budgets this page misses, as sentences. */
export function pageBudgetFailures(page: PageLoad): string[] {
  const failures: string[] = [];
  const kind = pageKind(page);
  const { bytes, react, openLayers } = page.first;
  if (openLayers) failures.push(`${page.path} loads the map module (OpenLayers) before a map is shown`);
  if (kind === "island at once" && mustWait(page)) {
    const eager = page.islands.filter((island) => island.load === "eager").map((island) => island.name);
    failures.push(`${page.path} loads ${eager.join(", ")} at once: its islands must wait until they are seen`);
  }
  if (kind === "content" && (bytes > PAGE_BUDGETS.contentPage || react))
    failures.push(
      `${page.path} has no island but loads ${kb(bytes)}${react ? " including React" : ""} (budget ${kb(PAGE_BUDGETS.contentPage)}, no React)`,
    );
  if (kind === "islands wait" && (bytes > PAGE_BUDGETS.waitingIslands || react))
    failures.push(
      `${page.path} loads ${kb(bytes)}${react ? " including React" : ""} before the visitor scrolls (budget ${kb(PAGE_BUDGETS.waitingIslands)}, no React)`,
    );
  if (kind === "island at once" && bytes > PAGE_BUDGETS.islandAtOnce)
    failures.push(`${page.path} loads ${kb(bytes)} before a map is shown (budget ${kb(PAGE_BUDGETS.islandAtOnce)})`);
  return failures;
}
