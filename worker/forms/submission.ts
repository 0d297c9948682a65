import { HONEYPOT_FIELD } from "../../client/forms/constants.ts";
import { checkLeadContext } from "../../client/forms/context-schema.ts";
import { analyticsAllowed, type LeadContext } from "../../client/forms/lead-context.ts";
import { CONSENT_COOKIE, cookieValue, parseConsent } from "../../client/consent/record.ts";

export type SplitSubmission =
  | { ok: true; input: unknown; context: LeadContext | null; spam: boolean }
  | { ok: false; fields: Record<string, string> };

function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "" && value !== false;
}

/**
 * A posted body taken apart (docs/leads.md): the form's fields, the honeypot, and the lead's
 * `context`, checked. The campaign record is kept only when the visitor's consent cookie
 * grants analytics, whatever the browser sent. A body that is not an object is left to the
 * form's schema, which says so.
 */
export function splitSubmission(body: unknown, cookies: string | null): SplitSubmission {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: true, input: body, context: null, spam: false };
  }
  const { [HONEYPOT_FIELD]: trap, context: rawContext, ...fields } = body as Record<string, unknown>;
  let context: LeadContext | null = null;
  if (rawContext !== undefined && rawContext !== null) {
    const checked = checkLeadContext(rawContext);
    if (!checked.ok) return { ok: false, fields: { context: checked.message } };
    context = checked.context;
    if (context.utm && !analyticsAllowed(parseConsent(cookieValue(cookies ?? "", CONSENT_COOKIE)))) {
      const { utm: _withoutConsent, ...rest } = context;
      context = rest;
    }
  }
  return { ok: true, input: fields, context, spam: isHoneypotFilled(trap) };
}
