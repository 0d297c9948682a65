import { useMemo } from "react";
import * as v from "valibot";
import { pageSchema, PAGE_TYPES, type PageType } from "../../content/page-schema.ts";
import { pageTypeProblems } from "../../content/page-type-blocks.ts";
import { validationMessages, type FieldMessage } from "../../content/validation-messages.ts";
import { countUnder, issueMap, type IssueMap } from "../forms/issues.ts";
import type { PageValue } from "./builder-state.ts";

export interface PageIssues {
  issues: readonly v.BaseIssue<unknown>[];
  /** Messages of the page's own fields (not its blocks'), for the page settings. */
  pageIssues: IssueMap;
  /** How many messages each block has, by index. */
  issueCounts: number[];
  /** Why a block may not be on this page (its type does not allow it), by index. */
  typeProblems: ReadonlyMap<number, string>;
  /** Every message with its field, worded as the build words it. */
  messages: FieldMessage[];
}

/** Blocks the page's type does not allow (client/content/page-type-blocks.ts), by index. */
function typeProblemsOf(page: PageValue): Map<number, string> {
  if (!(PAGE_TYPES as readonly unknown[]).includes(page.type)) return new Map();
  const problems = pageTypeProblems({ type: page.type as PageType, blocks: page.blocks ?? [] });
  return new Map(problems.map((p) => [Number(/\d+/.exec(p.field)?.[0]), p.message]));
}

/**
 * The page checked as it is edited, against the page schema and its type's blocks: what the
 * forms, the outline and the toolbar's list show.
 */
export function usePageIssues(page: PageValue): PageIssues {
  const blocks = page.blocks ?? [];
  const issues = useMemo(() => {
    const result = v.safeParse(pageSchema, page);
    return result.success ? [] : result.issues;
  }, [page]);
  const pageIssues = useMemo(
    () => new Map([...issueMap(issues)].filter(([path]) => !path.startsWith("blocks."))),
    [issues],
  );
  const typeProblems = useMemo(() => typeProblemsOf(page), [page]);
  const issueCounts = useMemo(
    () => blocks.map((_, i) => countUnder(issueMap(issues, `blocks.${i}.props`), "") + (typeProblems.has(i) ? 1 : 0)),
    [issues, blocks, typeProblems],
  );
  const messages = useMemo(() => {
    const typed: FieldMessage[] = [...typeProblems].map(([i, message]) => ({
      path: ["blocks", i],
      field: `blocks[${i}]`,
      key: `blocks.${i}`,
      message,
    }));
    return [...validationMessages(issues), ...typed];
  }, [issues, typeProblems]);
  return { issues, pageIssues, issueCounts, typeProblems, messages };
}
