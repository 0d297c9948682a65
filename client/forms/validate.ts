import * as v from "valibot";
import { FORM_SCHEMAS, type FormName, type FormPayload } from "./schemas.ts";

/** The outcome of checking a post: the clean payload, or one message per field. */
export type Validation<F extends FormName> =
  | { ok: true; payload: FormPayload<F> }
  | { ok: false; fields: Record<string, string> };

function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input);
}

/** One issue as a message for its field (top-level key such as "Use_Case" or "answers"). */
function messageOf(form: FormName, field: string, issue: v.BaseIssue<unknown>): string {
  if (issue.type !== "strict_object" || issue.path?.length !== 1) return issue.message;
  // The object itself reports a missing key (received "undefined") and an unknown one.
  return issue.received === "undefined" ? `${field} is required` : `${field} is not a field of the ${form} form`;
}

/**
 * Checks a post against its form's schema: the same call in the browser (before posting)
 * and in the Worker (before storing). The first message of each field is kept.
 * @example validateForm("inquiry", { first_name: "" }) // { ok: false, fields: { first_name: "First name is required", … } }
 */
export function validateForm<F extends FormName>(form: F, input: unknown): Validation<F> {
  if (!isPlainObject(input)) return { ok: false, fields: { form: `The ${form} form must be a JSON object of fields` } };
  const result = v.safeParse(FORM_SCHEMAS[form], input, { abortPipeEarly: true });
  if (result.success) return { ok: true, payload: result.output as FormPayload<F> };
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" ? key : "form";
    fields[field] ??= messageOf(form, field, issue);
  }
  return { ok: false, fields };
}
