import { isLayoutOnly } from "../blocks/registry.ts";
import type { Page } from "./page-schema.ts";

/** A problem of a page, at a field path ("blocks[0].props.title"). */
export interface PageProblem {
  field: string;
  message: string;
}

/**
 * Rules about a served page that its schema alone cannot say, checked by the sync and by
 * the editor's Publish alike: the first block's title is the page's h1. (Which blocks a page
 * may hold is its type's rule, pageTypeProblems, checked for every page.)
 */
export function servedPageProblems(page: Page): PageProblem[] {
  const problems: PageProblem[] = [];
  const first = page.blocks.find((b) => !isLayoutOnly(b));
  const props = (first?.props ?? {}) as { title?: string; PageTitle?: string };
  const title = props.title ?? props.PageTitle;
  if (!title)
    problems.push({ field: "blocks[0].props.title", message: "the first block needs a title (it is the page's h1)" });
  return problems;
}
