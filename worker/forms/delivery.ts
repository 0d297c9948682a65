import type { FormHandler } from "./handler-config.ts";

/** A handler that has not answered after this long counts as a failed attempt, unless LEAD_ATTEMPT_TIMEOUT_MS says otherwise. */
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000;
/** The longest wait between two attempts (Queues allow up to 12 hours). */
const MAX_RETRY_DELAY_S = 3600;

/**
 * The payload as the form-urlencoded fields a form handler expects (docs/leads.md): a list
 * repeats its field (one Use_Case per use case), `true` is sent as "true", and an object
 * (the survey's answers) gives one field per key. The answers come after the form's own
 * fields, and an answer never takes a name the form's fields already use (the intake refuses
 * such names; this keeps the handler's fields its own even for a lead stored before).
 */
export function toFormFields(payload: Record<string, unknown>): URLSearchParams {
  const fields = new URLSearchParams();
  const own = new Set(
    Object.entries(payload)
      .filter(([, value]) => typeof value !== "object" || value === null || Array.isArray(value))
      .map(([name]) => name.toLowerCase()),
  );
  const add = (name: string, value: unknown, nested: boolean): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) for (const item of value) add(name, item, nested);
    else if (typeof value === "object" && !nested)
      for (const [key, item] of Object.entries(value)) {
        if (!own.has(key.toLowerCase())) add(key, item, true);
      }
    else if (typeof value !== "object") fields.append(name, String(value));
  };
  for (const [name, value] of Object.entries(payload)) add(name, value, false);
  return fields;
}

/**
 * Seconds to wait before the next attempt after `attempt` failed ones: `base` doubling each
 * time, at most an hour. With base 30: 30 s, 1, 2, 4, 8, 16, 32 min, then hourly.
 */
export function retryDelaySeconds(attempt: number, base: number): number {
  return Math.min(base * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_S);
}

export type DeliveryResult =
  | { ok: true; status: number }
  /** `retryable` false: the handler refused this lead for good (a 4xx other than 408 and 429). */
  | { ok: false; status: number | null; error: string; retryable: boolean };

/**
 * Whether a redirect's target is the handler's success location: the same origin and path,
 * and every query parameter of the success location with its value (a handler may add its
 * own parameters).
 */
export function isSuccessLocation(location: string | null, base: URL, success: URL | null): boolean {
  if (!location || !success || !URL.canParse(location, base)) return false;
  const target = new URL(location, base);
  if (target.origin !== success.origin || target.pathname !== success.pathname) return false;
  return [...success.searchParams].every(([name, value]) => target.searchParams.getAll(name).includes(value));
}

/**
 * What an answer means (docs/leads.md): a 2xx is a delivery, and so is a redirect to the
 * handler's success location; any other redirect, a 4xx or a 5xx is a failed attempt,
 * retried unless it is a 4xx other than 408 and 429.
 */
export function judgeAnswer(status: number, location: string | null, handler: FormHandler): DeliveryResult {
  if (status >= 200 && status < 300) return { ok: true, status };
  if (status >= 300 && status < 400) {
    if (isSuccessLocation(location, handler.url, handler.successLocation)) return { ok: true, status };
    const to = location ? ` to ${location.slice(0, 200)}` : "";
    return {
      ok: false,
      status,
      error: `HTTP ${status}: a redirect${to}, not to the success location`,
      retryable: true,
    };
  }
  const retryable = status >= 500 || status === 408 || status === 429 || status < 200;
  return { ok: false, status, error: `HTTP ${status}`, retryable };
}

/**
 * Posts a lead to its handler, once, with the lead id as `Idempotency-Key` (for handlers
 * that honour it) and the attempt's deadline; redirects are not followed but judged.
 */
export async function postToHandler(
  handler: FormHandler,
  fields: URLSearchParams,
  options: { idempotencyKey: string; timeoutMs: number },
): Promise<DeliveryResult> {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "*/*",
    "idempotency-key": options.idempotencyKey,
  };
  if (handler.secret) headers.authorization = `Bearer ${handler.secret}`;
  try {
    const response = await fetch(handler.url, {
      method: "POST",
      headers,
      body: fields.toString(),
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const result = judgeAnswer(response.status, response.headers.get("location"), handler);
    if (result.ok) {
      await response.body?.cancel();
      return result;
    }
    const text = (await response.text().catch(() => "")).replace(/\s+/g, " ").trim().slice(0, 200);
    return {
      ...result,
      error: `${result.error}${text && result.status !== null && result.status >= 400 ? `: ${text}` : ""}`,
    };
  } catch (error) {
    const name = error instanceof Error ? error.name : "Error";
    if (name === "TimeoutError")
      return { ok: false, status: null, error: `no answer within ${options.timeoutMs / 1000} s`, retryable: true };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, error: `${name}: ${message}`, retryable: true };
  }
}
