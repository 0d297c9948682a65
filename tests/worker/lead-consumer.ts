import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { FormName } from "../../client/forms/schemas.ts";
import { validateForm } from "../../client/forms/validate.ts";
import { contentHash, insertLead } from "../../worker/forms/lead-store.ts";
import worker from "../../worker/index.ts";
import { postForm } from "./forms.ts";

interface Accepted {
  id: string;
  status: string;
}

/** Stores a lead the way the browser does and returns its id. */
export async function submit(form: string, fields: Record<string, unknown>): Promise<string> {
  const response = await postForm(form, fields);
  expect(response.status).toBe(202);
  return (await response.json<Accepted>()).id;
}

/**
 * Stores a lead as the intake does, without sending it to the Queue: the consumer is then
 * driven by hand, message by message, with no real delivery racing it.
 */
export async function stored(
  form: FormName,
  fields: Record<string, unknown>,
  status: "received" | "spam" = "received",
): Promise<string> {
  const checked = validateForm(form, fields);
  if (!checked.ok) throw new Error(JSON.stringify(checked.fields));
  const payload = JSON.stringify(checked.payload);
  const lead = {
    form,
    payload,
    context: null,
    contentHash: await contentHash(form, payload),
    status,
    idempotencyKey: null,
  };
  return (await insertLead(env.DB, lead)).lead.id;
}

export interface Outcome {
  acked: boolean;
  /** The delay asked for, when the message was handed back to the Queue. */
  retry: { delaySeconds?: number } | null;
}

/**
 * Runs the Worker's queue() handler on one message, as the Queue would on its `attempts`-th
 * try, and reports what the handler did with it. (The plugin's getQueueResult() does not
 * report retry delays, so the batch is made here.)
 */
export async function consume(
  queue: string,
  id: string,
  attempts: number,
  overrides: Record<string, unknown> = {},
): Promise<Outcome> {
  const outcome: Outcome = { acked: false, retry: null };
  const message = {
    id: `message-${id}-${attempts}-${crypto.randomUUID()}`,
    timestamp: new Date(),
    attempts,
    body: { id },
    ack: () => {
      outcome.acked = true;
    },
    retry: (options: { delaySeconds?: number } = {}) => {
      outcome.retry = options;
    },
  };
  const batch = {
    queue,
    messages: [message],
    ackAll: () => undefined,
    retryAll: () => undefined,
  } as unknown as MessageBatch;
  await worker.queue(batch, { ...env, LEAD_RETRY_BASE_SECONDS: "30", ...overrides } as typeof env);
  return outcome;
}

/** The lead's delivery history (lead_attempts), oldest first. */
export async function attemptsOf(id: string) {
  const { results } = await env.DB.prepare(
    "SELECT outcome, http_status, detail FROM lead_attempts WHERE lead_id = ?1 ORDER BY id",
  )
    .bind(id)
    .all<{ outcome: string; http_status: number | null; detail: string | null }>();
  return results;
}
