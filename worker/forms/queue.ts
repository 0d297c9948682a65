import { logError, logWarning } from "../log.ts";
import { DEFAULT_ATTEMPT_TIMEOUT_MS, postToHandler, retryDelaySeconds, toFormFields } from "./delivery.ts";
import {
  claimLead,
  markDeadLetter,
  markFailed,
  markReached,
  markRetrying,
  reachedBefore,
  releaseLead,
} from "./delivery-store.ts";
import { formDestination } from "./handler-config.ts";
import { type NoticeEnv, sendLeadNotice } from "./lead-notice.ts";
import { DELIVERABLE, getLead, type LeadRow } from "./lead-store.ts";

/** The Queue leads are delivered from, and the dead-letter queue after its last retry. */
export const LEAD_QUEUE = "lead-delivery";
export const DEAD_LETTER_QUEUE = "lead-delivery-dlq";

/** What a message carries: only the lead's id; the lead itself is read from D1. */
export interface LeadMessage {
  id: string;
}

/** The bindings the consumer needs; handler URLs and secrets are read by name (handler-config.ts). */
export interface DeliveryEnv extends NoticeEnv {
  DB: D1Database;
  /** Seconds before the first retry, doubling after each (default 30; the tests set 0). */
  LEAD_RETRY_BASE_SECONDS?: string;
  /** How long one post to a handler may take, in milliseconds (default 10000). */
  LEAD_ATTEMPT_TIMEOUT_MS?: string;
  /** Attempts before a lead is given up as `failed` (default 11: the first and 10 retries). */
  LEAD_MAX_ATTEMPTS?: string;
}

/** The delivery settings of docs/configuration.md, each with its default when unset or wrong. */
export function deliverySettings(env: DeliveryEnv): { base: number; timeoutMs: number; maxAttempts: number } {
  const number = (value: string | undefined, fallback: number, min: number, max: number) => {
    const parsed = Number(value ?? Number.NaN);
    return Number.isFinite(parsed) && parsed >= min && parsed <= max ? parsed : fallback;
  };
  return {
    base: number(env.LEAD_RETRY_BASE_SECONDS, 30, 0, 3600),
    timeoutMs: number(env.LEAD_ATTEMPT_TIMEOUT_MS, DEFAULT_ATTEMPT_TIMEOUT_MS, 100, 300_000),
    maxAttempts: Math.floor(number(env.LEAD_MAX_ATTEMPTS, 11, 1, 100)),
  };
}

/** The lease outlives the attempt's deadline, so that it never ends while the post is still in flight. */
const LEASE_MARGIN_MS = 30_000;

function leadId(body: unknown): string | null {
  const id = (body as Partial<LeadMessage> | null)?.id;
  return typeof id === "string" && id !== "" ? id : null;
}

/**
 * A message whose lead cannot be claimed: acknowledged when there is nothing left to do (no
 * such lead, or it is no longer deliverable); retried once the other attempt's lease ends.
 */
async function unclaimed(message: Message<unknown>, env: DeliveryEnv, id: string): Promise<void> {
  const lead = await getLead(env.DB, id);
  if (!lead) logError("lead message names no stored lead", { leadId: id });
  if (!lead || !DELIVERABLE.has(lead.status) || !lead.lease_until) return message.ack();
  const wait = Math.ceil((Date.parse(lead.lease_until) - Date.now()) / 1000) + 1;
  message.retry({ delaySeconds: Math.min(Math.max(wait, 1), 3600) });
}

/** One attempt at a claimed lead: its handler, or the inbox. */
async function attempt(message: Message<unknown>, env: DeliveryEnv, lead: LeadRow): Promise<void> {
  const settings = deliverySettings(env);
  const startedAt = Date.now();
  const destination = formDestination(env, lead.form);
  // One notice per lead: a re-sent lead that reached the inbox or its handler before had its own.
  const firstArrival = env.LEAD_NOTICE ? !(await reachedBefore(env.DB, lead.id)) : false;
  if (destination.kind === "inbox") {
    const detail = destination.declared ? "kept in the inbox (inbox-only form)" : "kept in the inbox (no handler URL)";
    await markReached(env.DB, lead.id, "inbox", { startedAt, detail });
    if (firstArrival) await sendLeadNotice(env, lead, "inbox");
    return message.ack();
  }
  const { handler } = destination;
  const fields = toFormFields(JSON.parse(lead.payload) as Record<string, unknown>);
  const result = await postToHandler(handler, fields, { idempotencyKey: lead.id, timeoutMs: settings.timeoutMs });
  if (result.ok) {
    await markReached(env.DB, lead.id, "delivered", { startedAt, httpStatus: result.status, detail: handler.url.host });
    if (firstArrival) await sendLeadNotice(env, lead, "delivered");
    return message.ack();
  }
  const tried = lead.attempts + 1;
  const record = { startedAt, httpStatus: result.status };
  if (!result.retryable || tried >= settings.maxAttempts) {
    await markFailed(env.DB, lead.id, result.error, record);
    logError(result.retryable ? "lead not delivered after the last attempt" : "handler refused a lead", {
      leadId: lead.id,
      form: lead.form,
      attempts: tried,
      error: result.error,
    });
    return message.ack();
  }
  const delaySeconds = retryDelaySeconds(tried, settings.base);
  await markRetrying(env.DB, lead.id, result.error, delaySeconds, record);
  logWarning("lead delivery failed; retrying", {
    leadId: lead.id,
    form: lead.form,
    tried,
    delaySeconds,
    error: result.error,
  });
  message.retry({ delaySeconds });
}

/** Delivers one lead under its lease, then acknowledges its message or asks the Queue to retry it later. */
async function deliver(message: Message<unknown>, env: DeliveryEnv): Promise<void> {
  const id = leadId(message.body);
  if (!id) {
    logError("lead message without a lead id", { messageId: message.id });
    return message.ack();
  }
  const { base, timeoutMs } = deliverySettings(env);
  let claimed = false;
  try {
    const lead = await claimLead(env.DB, id, timeoutMs + LEASE_MARGIN_MS);
    if (!lead) return await unclaimed(message, env, id);
    claimed = true;
    await attempt(message, env, lead);
  } catch (error) {
    const delaySeconds = retryDelaySeconds(message.attempts, base);
    logError("lead delivery error; retrying", { leadId: id, attempt: message.attempts, delaySeconds }, error);
    if (claimed) await releaseLead(env.DB, id).catch(() => undefined);
    message.retry({ delaySeconds });
  }
}

/** After the Queue's last retry: the lead stays in D1, marked `failed`, for a re-send from the inbox. */
async function giveUp(message: Message<unknown>, env: DeliveryEnv): Promise<void> {
  const id = leadId(message.body);
  if (!id) return message.ack();
  try {
    await markDeadLetter(env.DB, id);
    logError("lead message reached the dead-letter queue: an undelivered lead is marked failed", { leadId: id });
    message.ack();
  } catch (error) {
    logError("could not mark a lead failed; retrying", { leadId: id }, error);
    message.retry({ delaySeconds: 60 });
  }
}

/**
 * The Worker's queue() handler: the lead Queue's consumer delivers, the dead-letter queue's
 * consumer marks `failed`. Messages of a batch are handled side by side, each acknowledged
 * or retried on its own, so one bad lead never holds back the others.
 */
export async function handleLeadBatch(batch: MessageBatch<unknown>, env: DeliveryEnv): Promise<void> {
  const handle = batch.queue === DEAD_LETTER_QUEUE ? giveUp : deliver;
  await Promise.all(batch.messages.map((message) => handle(message, env)));
}
