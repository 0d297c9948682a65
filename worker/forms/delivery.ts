import type { FormHandler } from "./handler-config.ts";

/** A handler that has not answered after this long counts as a failed attempt. */
const HANDLER_TIMEOUT_MS = 10_000;
/** The longest wait between two attempts (Queues allow up to 12 hours). */
const MAX_RETRY_DELAY_S = 3600;

/**
 * The payload as the form-urlencoded fields a form handler expects (docs/leads.md): a list
 * repeats its field (one Use_Case per use case), `true` is sent as "true", and an object
 * (the survey's answers) gives one field per key.
 */
export function toFormFields(payload: Record<string, unknown>): URLSearchParams {
  const fields = new URLSearchParams();
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) for (const item of value) add(name, item);
    else if (typeof value === "object") for (const [key, item] of Object.entries(value)) add(key, item);
    else fields.append(name, String(value));
  };
  for (const [name, value] of Object.entries(payload)) add(name, value);
  return fields;
}

/**
 * Seconds to wait before the next attempt after `attempt` failed ones: `base` doubling each
 * time, at most an hour. With base 30: 30 s, 1, 2, 4, 8, 16, 32 min, then hourly.
 */
export function retryDelaySeconds(attempt: number, base: number): number {
  return Math.min(base * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_S);
}

export type DeliveryResult = { ok: true; status: number } | { ok: false; error: string };

/**
 * Posts a lead to its handler. A 2xx or 3xx answer is a delivery (form handlers commonly
 * answer a post with a redirect to a thank-you page, which is not followed); anything else,
 * a network error or a timeout is a failed attempt, described for `last_error`.
 */
export async function postToHandler(handler: FormHandler, fields: URLSearchParams): Promise<DeliveryResult> {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "*/*" };
  if (handler.secret) headers.authorization = `Bearer ${handler.secret}`;
  try {
    const response = await fetch(handler.url, {
      method: "POST",
      headers,
      body: fields.toString(),
      redirect: "manual",
      signal: AbortSignal.timeout(HANDLER_TIMEOUT_MS),
    });
    if (response.status >= 200 && response.status < 400) {
      await response.body?.cancel();
      return { ok: true, status: response.status };
    }
    const text = (await response.text().catch(() => "")).replace(/\s+/g, " ").trim().slice(0, 200);
    return { ok: false, error: `HTTP ${response.status}${text ? `: ${text}` : ""}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : "Error";
    if (name === "TimeoutError") return { ok: false, error: `no answer within ${HANDLER_TIMEOUT_MS / 1000} s` };
    return { ok: false, error: `${name}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
