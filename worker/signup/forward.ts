import type { AccountsService } from "./accounts-service.ts";

/**
 * One call to the accounts service with a deadline, and its answer read, at most 64 KB of
 * it: JSON as it came, a short plain-text message as text, anything else (an HTML error
 * page, a body too long) as unreadable. What of it reaches the page is upstream-answer.ts's
 * choice (docs/signup.md).
 */
export type Upstream =
  | { kind: "answer"; status: number; body: unknown; unreadable: boolean }
  | { kind: "timeout"; timeoutMs: number }
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
 * The body as text, read as it streams and given up past `max` bytes (null), whether or not
 * the service declared its length: a 60 MB error page is never held in memory.
 */
async function readBounded(response: Response, max: number): Promise<string | null> {
  if (Number(response.headers.get("content-length") ?? "0") > max) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(part.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
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
    const text = await readBounded(response, MAX_BODY_BYTES);
    if (text === null) return { kind: "answer", status: response.status, body: {}, unreadable: true };
    return { kind: "answer", status: response.status, ...readable(response.headers.get("content-type") ?? "", text) };
  } catch (error) {
    if (signal.aborted) return { kind: "timeout", timeoutMs: options.timeoutMs };
    return { kind: "unreachable", error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
