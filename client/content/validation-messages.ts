import type * as v from "valibot";

/**
 * The one translator of valibot's issues into messages people read (docs/editor.md,
 * "Messages"): the build (scripts/lib/content-entries.ts through validate.ts) and the
 * editor's forms (client/admin/forms/issues.ts) both word every issue here, so a problem
 * reads the same in a terminal and beside its field.
 */

/** One problem of a validated value: where it is and what is wrong. */
export interface FieldMessage {
  /** The path as keys: ["blocks", 2, "props", "title"]. */
  path: readonly (string | number)[];
  /** The path as people read it: "blocks[2].props.title" ("(document)" for the value itself). */
  field: string;
  /** The path as dotted keys ("blocks.2.props.title"): how the editor's forms find their field. */
  key: string;
  /** What is wrong; names the key it is about. */
  message: string;
}

/** A path as a field name: blocks[2].props.title */
export function fieldNameOf(path: readonly (string | number)[]): string {
  let name = "";
  for (const key of path) name += typeof key === "number" ? `[${key}]` : name === "" ? key : `.${key}`;
  return name || "(document)";
}

/** The text of a problem as the build prints it and the editor lists it: "blocks[2].props.title: …". */
export function problemText(problem: { field: string; message: string }): string {
  return `${problem.field}: ${problem.message}`;
}

function pathOf(issue: v.BaseIssue<unknown>): (string | number)[] {
  return (issue.path ?? []).map((item) => {
    const key = (item as { key: unknown }).key;
    return typeof key === "number" ? key : String(key);
  });
}

/** Nested issues are the precise ones, except under a union or variant, whose own message is clearer. */
function leafIssues(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown>[] {
  if (issue.type === "union" || issue.type === "variant" || !issue.issues?.length) return [issue];
  return issue.issues.flatMap(leafIssues);
}

const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  Array: "a list",
  Object: "an object",
};

/** valibot's `expected` ("string", '("a" | "b")', '"z"') in words. */
function expectedWords(expected: string): string {
  if (TYPE_WORDS[expected]) return TYPE_WORDS[expected];
  const options = expected.replace(/^\((.*)\)$/, "$1").split(" | ");
  return options.length > 1 ? `one of ${options.join(", ")}` : options[0] === undefined ? expected : options[0];
}

const LIMIT_WORDS: Record<string, string> = {
  min_length: "at least {n} long",
  max_length: "at most {n} long",
  min_value: "at least {n}",
  max_value: "at most {n}",
};

/**
 * valibot's own wording ("Invalid type: Expected string but received 1") in plain words
 * naming the key; a schema's own message ("title must not be empty") is kept as written.
 */
function readableMessage(issue: v.BaseIssue<unknown>, key: string): string {
  if (!issue.message.startsWith("Invalid ")) return issue.message;
  if (issue.kind === "schema" && issue.expected === "never") return `unknown field ${key} (check its spelling)`;
  if (issue.kind === "schema" && issue.received === "undefined") return `${key} is required`;
  if (issue.kind === "schema" && issue.expected)
    return `${key} must be ${expectedWords(issue.expected)}, not ${issue.received}`;
  const limit = LIMIT_WORDS[issue.type];
  if (limit && issue.expected)
    return `${key} must be ${limit.replace("{n}", issue.expected.replace(/^[<>]=/, ""))} (it is ${issue.received})`;
  return `${key}: ${issue.message.replace(/^Invalid /, "invalid ")}`;
}

/** Every problem of a failed validation, worded for people, each at its field. */
export function validationMessages(issues: readonly v.BaseIssue<unknown>[] | undefined): FieldMessage[] {
  return (issues ?? []).flatMap(leafIssues).map((issue) => {
    const path = pathOf(issue);
    const last = path.at(-1);
    const key = typeof last === "string" ? last : last === undefined ? "value" : `item ${last + 1}`;
    return { path, field: fieldNameOf(path), key: path.join("."), message: readableMessage(issue, key) };
  });
}
