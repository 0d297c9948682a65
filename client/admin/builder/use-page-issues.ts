import { useMemo } from "react";
import * as v from "valibot";
import { pageSchema } from "../../content/page-schema.ts";
import { validationMessages, type FieldMessage } from "../../content/validation-messages.ts";
import { countUnder, issueMap, type IssueMap } from "../forms/issues.ts";
import type { PageValue } from "./builder-state.ts";

export interface PageIssues {
  issues: readonly v.BaseIssue<unknown>[];
  /** Messages of the page's own fields (not its blocks'), for the page settings. */
  pageIssues: IssueMap;
  /** How many messages each block has, by index. */
  issueCounts: number[];
  /** Every message with its field, worded as the build words it. */
  messages: FieldMessage[];
}

/** The page checked against the page schema as it is edited: what the forms and the outline show. */
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
  const issueCounts = useMemo(
    () => blocks.map((_, i) => countUnder(issueMap(issues, `blocks.${i}.props`), "")),
    [issues, blocks],
  );
  const messages = useMemo(() => validationMessages(issues), [issues]);
  return { issues, pageIssues, issueCounts, messages };
}
