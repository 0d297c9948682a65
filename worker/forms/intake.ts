import type { LeadContext } from "../../client/forms/lead-context.ts";
import type { FormName } from "../../client/forms/schemas.ts";
import { validateForm } from "../../client/forms/validate.ts";
import { logError } from "../log.ts";
import { contentHash, insertLead, markUnqueued, type LeadStatus } from "./lead-store.ts";
import type { LeadMessage } from "./queue.ts";
import { type SurveyEnv, surveyAnswersProblem } from "./survey-answers.ts";

export interface IntakeEnv extends SurveyEnv {
  DB: D1Database;
  LEAD_QUEUE: Queue<LeadMessage>;
}

export interface LeadSubmission {
  form: FormName;
  /** The fields as posted (validated here with the form's schema). */
  input: unknown;
  /** Same key, same lead: a repeated post stores nothing new. Null: the content hash alone decides. */
  idempotencyKey: string | null;
  /** What sales reads besides the fields, already checked (context-schema.ts). */
  context?: LeadContext | null;
  /** The honeypot was filled: the lead is kept as `spam` and not delivered. */
  spam?: boolean;
}

export type IntakeResult =
  /** Stored (and, unless spam, sent to the Queue). `duplicate`: an earlier post was the same lead. */
  | { kind: "accepted"; id: string; status: LeadStatus; duplicate: boolean }
  | { kind: "invalid"; fields: Record<string, string> }
  /** The idempotency key was used before for different fields. */
  | { kind: "conflict"; id: string };

/**
 * Takes a lead in: validates it with its form's schema (and a survey's answers against the
 * questions of the page it was sent from), writes it to D1 once (per idempotency key, and
 * per content within a day), sends its id to the Queue, and only then reports it accepted. A
 * failed send leaves the lead `unqueued` for the scheduled sweep (it is stored, so it is
 * accepted). Throws when D1 cannot store it.
 *
 * Other Worker modules (the sign-up proxy) call this directly; the browser reaches it through
 * `POST /api/forms/{form}` (routes.ts).
 * @example await acceptLead(env, { form: "marketing-lead", input: fields, idempotencyKey: signupId })
 */
export async function acceptLead(env: IntakeEnv, submission: LeadSubmission): Promise<IntakeResult> {
  const { form, idempotencyKey } = submission;
  const checked = validateForm(form, submission.input);
  if (!checked.ok) return { kind: "invalid", fields: checked.fields };
  if (form === "survey") {
    const { answers } = checked.payload as { answers: Record<string, string | string[]> };
    const problem = await surveyAnswersProblem(env, answers, submission.context?.page);
    if (problem) return { kind: "invalid", fields: { answers: problem } };
  }

  const payload = JSON.stringify(checked.payload);
  const { lead, created } = await insertLead(env.DB, {
    form,
    payload,
    context:
      submission.context && Object.keys(submission.context).length > 0 ? JSON.stringify(submission.context) : null,
    contentHash: await contentHash(form, payload),
    status: submission.spam ? "spam" : "received",
    idempotencyKey,
  });
  if (!created) {
    return lead.payload === payload
      ? { kind: "accepted", id: lead.id, status: lead.status, duplicate: true }
      : { kind: "conflict", id: lead.id };
  }
  if (lead.status === "spam") return { kind: "accepted", id: lead.id, status: lead.status, duplicate: false };

  try {
    await env.LEAD_QUEUE.send({ id: lead.id });
    return { kind: "accepted", id: lead.id, status: "received", duplicate: false };
  } catch (error) {
    logError("lead stored but not sent to the Queue; the sweep will send it", { leadId: lead.id, form }, error);
    await markUnqueued(env.DB, [lead.id]).catch((markError: unknown) =>
      logError("could not mark a lead unqueued", { leadId: lead.id }, markError),
    );
    return { kind: "accepted", id: lead.id, status: "unqueued", duplicate: false };
  }
}
