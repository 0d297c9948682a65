import * as v from "valibot";
import { fieldNameOf, problemText, validationMessages } from "./validation-messages.ts";

/** One problem in a content document: where it is (a field path) and what is wrong. */
export interface ContentProblem {
  field: string;
  message: string;
}

/** Thrown when a stored document does not match its schema. */
export class ContentError extends Error {
  readonly source: string;
  readonly problems: ContentProblem[];

  constructor(source: string, problems: ContentProblem[]) {
    super(`${source}: ${problems.map(problemText).join("; ")}`);
    this.name = "ContentError";
    this.source = source;
    this.problems = problems;
  }
}

/** A valibot path as a field name: blocks[2].props.title */
export function fieldName(issue: v.BaseIssue<unknown>): string {
  return fieldNameOf((issue.path ?? []).map((item) => (item as { key: string | number }).key));
}

/**
 * Validates a parsed document; returns its typed output or throws a ContentError
 * naming the source (file or KV key) and every failing field, worded by
 * validation-messages.ts as the editor words them.
 */
export function parseContent<S extends v.GenericSchema>(schema: S, value: unknown, source: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const problems = validationMessages(result.issues).map(({ field, message }) => ({ field, message }));
  throw new ContentError(source, problems);
}
