import { pushEvent } from "../analytics/events.ts";
import { HONEYPOT_FIELD } from "./constants.ts";
import type { LeadContext } from "./lead-context.ts";
import { afterFailure, dropFromOutbox, dueEntries, keepInOutbox, type OutboxEntry, readOutbox } from "./outbox.ts";
import type { FormInput, FormName } from "./schemas.ts";

/** The answer to one post of a form. `status` is null when no answer came (network, timeout). */
export interface SubmitResult {
  ok: boolean;
  status: number | null;
  /** The lead's id (202). */
  id?: string;
  /** A message per field (400). */
  fields?: Record<string, string>;
}

export interface SubmitOptions {
  /** The same key for every post of the same submission, so a repeat stores one lead. */
  idempotencyKey: string;
  /** What sales reads besides the fields (lead-context.ts). */
  context?: LeadContext;
  /** The analytics event's lead source (the funnel's origin label); the form's name when unset. */
  leadSource?: string;
  /** Waits before each background retry in this page, for a post that got no answer, a 429 or a 5xx. */
  retryDelaysMs?: readonly number[];
}

const ATTEMPT_TIMEOUT_MS = 15_000;
const RETRY_DELAYS_MS = [2_000, 8_000, 30_000];

/** No answer, a 429 or a 5xx: the submission may be stored by a later post. Anything else is final. */
export function retryable(result: SubmitResult): boolean {
  return result.status === null || result.status === 429 || result.status >= 500;
}

async function post(form: string, body: string, idempotencyKey: string): Promise<SubmitResult> {
  try {
    const response = await fetch(`/api/forms/${form}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "idempotency-key": idempotencyKey },
      body,
      credentials: "same-origin",
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      id?: string;
      fields?: Record<string, string>;
      error?: string;
    };
    if (!response.ok)
      console.error(`Form ${form} was refused: ${response.status} ${answer.error ?? ""}`, answer.fields ?? "");
    return { ok: response.ok, status: response.status, id: answer.id, fields: answer.fields };
  } catch (error) {
    console.error(`Form ${form} could not be sent`, error);
    return { ok: false, status: null };
  }
}

/** Posts an outbox entry once and records the outcome: dropped on a final answer, else kept for later. */
async function attempt(entry: OutboxEntry): Promise<{ result: SubmitResult; entry: OutboxEntry }> {
  const result = await post(entry.form, entry.body, entry.key);
  if (!retryable(result)) {
    dropFromOutbox(entry.key);
    return { result, entry };
  }
  const next = afterFailure(entry, Date.now());
  keepInOutbox(next);
  return { result, entry: next };
}

/**
 * Posts a form to this site's Worker (`POST /api/forms/{form}`, never a third party) and
 * resolves with the first answer. The submission is kept in the browser's outbox first
 * (outbox.ts), so that nothing is lost if the page closes; when the answer is no answer, a
 * 429 or a 5xx, the post is repeated in this page with the same idempotency key, and later
 * page views send it again (sendOutbox) while the page goes on: docs/leads.md. Pushes a
 * `generate_lead` event (no personal data).
 * @example const result = await submitForm("inquiry", fields, { idempotencyKey: crypto.randomUUID() });
 */
export async function submitForm<F extends FormName>(
  form: F,
  fields: FormInput<F> & { [HONEYPOT_FIELD]?: string },
  options: SubmitOptions,
): Promise<SubmitResult> {
  const body = JSON.stringify(options.context ? { ...fields, context: options.context } : fields);
  const now = Date.now();
  // Not due for a page view while this page still tries it.
  const entry = { form, body, key: options.idempotencyKey, createdAt: now, tries: 0, nextAt: now + 60_000 };
  keepInOutbox(entry);
  pushEvent({ event: "generate_lead", form_name: form, lead_source: options.leadSource ?? form });
  const first = await attempt(entry);
  if (retryable(first.result)) void retryInPage(first.entry, options.retryDelaysMs ?? RETRY_DELAYS_MS);
  return first.result;
}

async function retryInPage(entry: OutboxEntry, delays: readonly number[]): Promise<void> {
  let current = entry;
  for (const delay of delays) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    const { result, entry: next } = await attempt(current);
    if (!retryable(result)) return;
    current = next;
  }
  console.warn(`Form ${entry.form} is kept in this browser and will be sent again on a later visit`);
}

let sending = false;

/**
 * Sends the outbox's due submissions again, one after the other (client/site.ts calls it on
 * every page view that finds the outbox not empty). Returns how many got a final answer.
 */
export async function sendOutbox(now = Date.now()): Promise<number> {
  if (sending) return 0;
  sending = true;
  let settled = 0;
  try {
    for (const entry of dueEntries(readOutbox(now), now)) {
      const { result } = await attempt(entry);
      if (!retryable(result)) settled += 1;
    }
  } finally {
    sending = false;
  }
  return settled;
}
