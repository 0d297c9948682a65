import * as v from "valibot";

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
    super(`${source}: ${problems.map((p) => `${p.field}: ${p.message}`).join("; ")}`);
    this.name = "ContentError";
    this.source = source;
    this.problems = problems;
  }
}

/** A valibot path as a field name: blocks[2].props.title */
export function fieldName(issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  let name = "";
  for (const item of path) {
    const key = (item as { key: unknown }).key;
    name += typeof key === "number" ? `[${key}]` : name === "" ? String(key) : `.${String(key)}`;
  }
  return name || "(document)";
}

/** Nested issues are the precise ones, except under a union, whose own message is clearer. */
function leafIssues(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown>[] {
  if (issue.type === "union" || issue.type === "variant" || !issue.issues?.length) return [issue];
  return issue.issues.flatMap(leafIssues);
}

/** valibot's wording for a missing or unknown key of an object, in plainer words. */
function readableMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === "schema" && /^Invalid key/.test(issue.message)) {
    if (issue.expected === "never") return "unknown field (check its spelling)";
    if (issue.received === "undefined") return "required field is missing";
  }
  return issue.message;
}

/**
 * Validates a parsed document; returns its typed output or throws a ContentError
 * naming the source (file or KV key) and every failing field.
 */
export function parseContent<S extends v.GenericSchema>(schema: S, value: unknown, source: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const problems = result.issues
    .flatMap(leafIssues)
    .map((issue) => ({ field: fieldName(issue), message: readableMessage(issue) }));
  throw new ContentError(source, problems);
}
