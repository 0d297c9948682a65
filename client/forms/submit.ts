import { HONEYPOT_FIELD } from "./constants.ts";
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
  /** Waits before each background retry of a post that got no answer, a 429 or a 5xx. */
  retryDelaysMs?: readonly number[];
}

const ATTEMPT_TIMEOUT_MS = 15_000;
const RETRY_DELAYS_MS = [2_000, 8_000, 30_000];

function retryable(result: SubmitResult): boolean {
  return result.status === null || result.status === 429 || result.status >= 500;
}

async function post(form: FormName, body: string, idempotencyKey: string): Promise<SubmitResult> {
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

/**
 * Posts a form to this site's Worker (`POST /api/forms/{form}`, never a third party) and
 * resolves with the first answer. When that answer is no answer, a 429 or a 5xx, the post is
 * repeated in the background with the same idempotency key (so it stores one lead at most),
 * while the page goes on: docs/signup.md, a funnel form failure shows no message.
 * @example const result = await submitForm("inquiry", fields, { idempotencyKey: crypto.randomUUID() });
 */
export async function submitForm<F extends FormName>(
  form: F,
  fields: FormInput<F> & { [HONEYPOT_FIELD]?: string },
  options: SubmitOptions,
): Promise<SubmitResult> {
  const body = JSON.stringify(fields);
  const first = await post(form, body, options.idempotencyKey);
  if (retryable(first)) void retryLater(form, body, options.idempotencyKey, options.retryDelaysMs ?? RETRY_DELAYS_MS);
  return first;
}

async function retryLater(form: FormName, body: string, key: string, delays: readonly number[]): Promise<void> {
  for (const delay of delays) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    const result = await post(form, body, key);
    if (!retryable(result)) return;
  }
  console.error(`Form ${form} could not be sent after ${delays.length + 1} tries`);
}
