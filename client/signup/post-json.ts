/**
 * docs/signup.md, call 7: POST JSON and read a JSON answer, with two time limits: 7 s for
 * the answer to begin (its status and headers) and 8 s for the whole exchange. It rejects
 * with a PostError holding the response's status and text: on a network error or a timeout
 * (status 0), on a status of 400 or more, and on an answer that is not JSON (the raw text).
 *
 * Timers are plain setTimeout calls (not AbortSignal.timeout), so that a test can drive
 * them with a fake clock.
 */

/** The answer must begin within this long. */
export const RESPONSE_TIMEOUT_MS = 7_000;
/** The whole exchange, body included, must end within this long. */
export const DEADLINE_MS = 8_000;

export type PostErrorKind = "http" | "network" | "timeout" | "not-json";

/** Why a post failed, with the answer's status (0 when none came) and text. */
export class PostError extends Error {
  override name = "PostError";
  readonly kind: PostErrorKind;
  readonly status: number;
  /** The response's text ("" when none came). */
  readonly text: string;
  /** The text parsed as JSON, or the text itself when it is not JSON. */
  readonly body: unknown;

  constructor(kind: PostErrorKind, status: number, text: string, body: unknown) {
    super(
      kind === "http"
        ? `HTTP ${status}`
        : kind === "timeout"
          ? "no answer in time"
          : kind === "not-json"
            ? "the answer is not JSON"
            : "no answer",
    );
    this.kind = kind;
    this.status = status;
    this.text = text;
    this.body = body;
  }
}

export interface PostOptions {
  responseTimeoutMs?: number;
  deadlineMs?: number;
  headers?: Record<string, string>;
  /** For tests. */
  fetch?: typeof fetch;
}

export interface PostAnswer {
  status: number;
  body: unknown;
}

/** JSON, or the raw text when it does not parse. */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Posts `body` as JSON to `url` and resolves with the parsed answer.
 * @example const { body } = await postJson("/api/signup", payload); // rejects with PostError
 */
export async function postJson(url: string, body: unknown, options: PostOptions = {}): Promise<PostAnswer> {
  const doFetch = options.fetch ?? fetch;
  const controller = new AbortController();
  let timedOut = false;
  const stop = () => {
    timedOut = true;
    controller.abort();
  };
  const answerTimer = setTimeout(stop, options.responseTimeoutMs ?? RESPONSE_TIMEOUT_MS);
  const deadlineTimer = setTimeout(stop, options.deadlineMs ?? DEADLINE_MS);
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...options.headers },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal: controller.signal,
    });
    clearTimeout(answerTimer);
    text = await response.text();
  } catch (error) {
    if (timedOut) throw new PostError("timeout", 0, "", "");
    const message = error instanceof Error ? error.message : String(error);
    throw new PostError("network", 0, message, message);
  } finally {
    clearTimeout(answerTimer);
    clearTimeout(deadlineTimer);
  }
  const parsed = parseBody(text);
  if (response.status >= 400) throw new PostError("http", response.status, text, parsed);
  if (parsed === text) throw new PostError("not-json", response.status, text, text);
  return { status: response.status, body: parsed };
}
