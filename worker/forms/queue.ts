import { logError, logWarning } from "../log.ts";
import { postToHandler, retryDelaySeconds, toFormFields } from "./delivery.ts";
import { formHandler } from "./handler-config.ts";
import { DELIVERABLE, getLead, markDelivered, markFailed, markRetrying } from "./lead-store.ts";

/** The Queue leads are delivered from, and the dead-letter queue after its last retry. */
export const LEAD_QUEUE = "lead-delivery";
export const DEAD_LETTER_QUEUE = "lead-delivery-dlq";

/** What a message carries: only the lead's id; the lead itself is read from D1. */
export interface LeadMessage {
  id: string;
}

/** The bindings the consumer needs; handler URLs and secrets are read by name (handler-config.ts). */
export interface DeliveryEnv {
  DB: D1Database;
  /** Seconds before the first retry, doubling after each (default 30; the tests set 0). */
  LEAD_RETRY_BASE_SECONDS?: string;
}

function leadId(body: unknown): string | null {
  const id = (body as Partial<LeadMessage> | null)?.id;
  return typeof id === "string" && id !== "" ? id : null;
}

function retryBase(env: DeliveryEnv): number {
  const base = Number(env.LEAD_RETRY_BASE_SECONDS ?? "30");
  return Number.isFinite(base) && base >= 0 ? base : 30;
}

/** Delivers one lead, then acknowledges its message or asks the Queue to retry it later. */
async function deliver(message: Message<unknown>, env: DeliveryEnv): Promise<void> {
  const id = leadId(message.body);
  const delaySeconds = retryDelaySeconds(message.attempts, retryBase(env));
  if (!id) {
    logError("lead message without a lead id", { messageId: message.id });
    return message.ack();
  }
  try {
    const lead = await getLead(env.DB, id);
    if (!lead) {
      logError("lead message names no stored lead", { leadId: id });
      return message.ack();
    }
    if (!DELIVERABLE.has(lead.status)) return message.ack();
    const handler = formHandler(env, lead.form);
    if (!handler) {
      await markDelivered(env.DB, id, "delivered-local");
      console.log(
        JSON.stringify({
          level: "info",
          message: "lead kept in the local inbox (no handler URL)",
          leadId: id,
          form: lead.form,
        }),
      );
      return message.ack();
    }
    const result = await postToHandler(handler, toFormFields(JSON.parse(lead.payload) as Record<string, unknown>));
    if (result.ok) {
      await markDelivered(env.DB, id, "delivered");
      return message.ack();
    }
    await markRetrying(env.DB, id, result.error);
    logWarning("lead delivery failed; retrying", {
      leadId: id,
      form: lead.form,
      attempt: message.attempts,
      delaySeconds,
      error: result.error,
    });
    message.retry({ delaySeconds });
  } catch (error) {
    logError("lead delivery error; retrying", { leadId: id, attempt: message.attempts, delaySeconds }, error);
    message.retry({ delaySeconds });
  }
}

/** After the last retry: the lead stays in D1, marked `failed`, for `npm run leads:retry`. */
async function giveUp(message: Message<unknown>, env: DeliveryEnv): Promise<void> {
  const id = leadId(message.body);
  if (!id) return message.ack();
  try {
    await markFailed(env.DB, id);
    logError("lead not delivered after the last retry: marked failed", { leadId: id });
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
