import * as v from "valibot";
import { UTM_FIELDS } from "../analytics/utm.ts";
import { LANGUAGES } from "../content/page-schema.ts";
import { MAX_CONTEXT_URL, type LeadContext } from "./lead-context.ts";

const utmValue = v.optional(v.pipe(v.string("a UTM value must be text"), v.maxLength(200)));

/**
 * A lead's context as the Worker accepts it (docs/leads.md): each part optional, each
 * bounded; anything else is refused, so the stored context holds only what the inbox shows.
 */
export const leadContextSchema = v.strictObject({
  language: v.optional(v.picklist(LANGUAGES, `context.language must be one of ${LANGUAGES.join(", ")}`)),
  page: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_CONTEXT_URL, `context.page must be at most ${MAX_CONTEXT_URL} characters`),
      v.regex(/^\/(?!\/)/, "context.page must be a path of this site"),
    ),
  ),
  referrer: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_CONTEXT_URL, `context.referrer must be at most ${MAX_CONTEXT_URL} characters`),
      v.check((value) => value === "" || /^https?:\/\//.test(value), "context.referrer must be an http(s) address"),
    ),
  ),
  utm: v.optional(
    v.strictObject(
      Object.fromEntries(UTM_FIELDS.map((field) => [field, utmValue])) as Record<
        (typeof UTM_FIELDS)[number],
        typeof utmValue
      >,
      "context.utm holds utm_source, utm_medium, utm_campaign, utm_term and utm_content only",
    ),
  ),
  consent: v.optional(
    v.strictObject({
      version: v.pipe(v.string(), v.regex(/^[a-z]{2}-[0-9a-f]{8}$/, "context.consent.version is not a text version")),
      at: v.pipe(v.string(), v.isoTimestamp("context.consent.at must be an ISO 8601 time")),
    }),
  ),
});

/** Checks a posted context: the clean context, or the first problem's message. */
export function checkLeadContext(input: unknown): { ok: true; context: LeadContext } | { ok: false; message: string } {
  const result = v.safeParse(leadContextSchema, input);
  if (result.success) return { ok: true, context: result.output as LeadContext };
  const issue = result.issues[0];
  const message =
    issue.type === "strict_object"
      ? `context.${issue.path?.map((p) => String(p.key)).join(".") ?? ""} is not part of a lead's context`
      : issue.message;
  return { ok: false, message };
}
