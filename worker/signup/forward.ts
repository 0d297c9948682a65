import type { AccountsService } from "./accounts-service.ts";

/**
 * One call to the accounts service with a deadline, and its answer read into what the page
 * can use: JSON as it came, a short plain-text message as text, anything else (an HTML error
 * page, a long body) as an empty object, so the page's error chooser (docs/signup.md) falls
 * back to its generic message instead of showing markup.
 */
export type Upstream =
  | { kind: "answer"; status: number; body: unknown; unreadable: boolean }
  | { kind: "timeout" }
  | { kind: "unreachable"; error: string };

/** A plain-text answer longer than this is not a message for people. */
const MAX_TEXT_MESSAGE = 300;
/** An answer larger than this is not read. */
const MAX_BODY_BYTES = 64 * 1024;

function readable(contentType: string, text: string): { body: unknown; unreadable: boolean } {
  if (text.trim() === "") return { body: {}, unreadable: false };
  try {
    return { body: JSON.parse(text), unreadable: false };
  } catch {
    const plain = /^text\/plain\b/i.test(contentType) && text.length <= MAX_TEXT_MESSAGE && !/[<>]/.test(text);
    return plain ? { body: text.trim(), unreadable: false } : { body: {}, unreadable: true };
  }
}

/**
 * Posts the payload and waits at most `timeoutMs` for the whole answer.
 * @example const upstream = await forwardSignUp(service, payload, { timeoutMs: 6000, headers: {} });
 */
export async function forwardSignUp(
  service: AccountsService,
  payload: Record<string, unknown>,
  options: { timeoutMs: number; headers: Record<string, string> },
): Promise<Upstream> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await service.create(payload, { signal, headers: options.headers });
    const length = Number(response.headers.get("content-length") ?? "0");
    if (length > MAX_BODY_BYTES) {
      await response.body?.cancel();
      return { kind: "answer", status: response.status, body: {}, unreadable: true };
    }
    const text = await response.text();
    return { kind: "answer", status: response.status, ...readable(response.headers.get("content-type") ?? "", text) };
  } catch (error) {
    if (signal.aborted) return { kind: "timeout" };
    return { kind: "unreachable", error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
