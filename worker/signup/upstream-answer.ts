import { chooseError, FIELD_KEYS, GENERAL_KEYS, INPUT_FIELDS, readsAsCode } from "../../client/signup/error-chooser.ts";
import { SIGN_UP_MESSAGES } from "../../client/signup/messages.ts";

/**
 * What the sign-up proxy answers the page for an answer of the accounts service
 * (docs/signup.md, "What reaches the page"). Pure. The upstream body never goes through as
 * it came: a success keeps its two tokens; a refusal of this visitor keeps only the texts
 * the page's error chooser reads, each a short sentence; anything else (the service's
 * authentication failing, its errors, a code, a traceback, an address) becomes the spec's
 * generic message, and the page shows it with the support address.
 */

/** The longest text of the accounts service a visitor reads. */
export const MAX_MESSAGE_LENGTH = 300;

/** Statuses with which the accounts service refuses this visitor's sign-up: their messages are for the visitor. */
const VISITOR_REFUSALS: ReadonlySet<number> = new Set([400, 409, 422, 429]);

/** Text that is about the service's insides, never for a visitor: an address, a credential, a trace, a host and port. */
const INTERNALS = [/:\/\//, /\bbearer\b/i, /traceback|stack trace/i, /\b[\w-]+(?:\.[\w-]+)+:\d{2,5}\b/];
// biome-ignore lint/suspicious/noControlCharactersInRegex: a message for people is one line of text
const CONTROL = /[\u0000-\u001f\u007f]/;

export type ProxyAnswer =
  | { kind: "success"; status: 200 | 201 | 202; body: Record<string, string> }
  | { kind: "refusal"; status: 400 | 409 | 422 | 429; body: unknown }
  /** The generic message: the page shows it with the support address. `reason` is for the log line. */
  | { kind: "generic"; status: 400 | 409 | 422 | 429 | 502 | 503 | 504; reason: string };

/**
 * Whether a visitor may read a text of the accounts service as it came: one line of at most
 * MAX_MESSAGE_LENGTH characters, no markup, no code, nothing about the service's insides,
 * and none of the Worker's secrets.
 */
export function isReadableMessage(text: string, secrets: readonly string[] = []): boolean {
  const message = text.trim();
  if (message === "" || message.length > MAX_MESSAGE_LENGTH || CONTROL.test(message) || /[<>]/.test(message))
    return false;
  if (readsAsCode(message) || INTERNALS.some((pattern) => pattern.test(message))) return false;
  return !secrets.some((secret) => secret.length >= 8 && message.includes(secret));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The text of a chooser value: a string, the first string of a list, or a `readable`/`status`/`message` text. */
function textOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(textOf).find((text) => text !== null && text.trim() !== "") ?? null;
  if (!isObject(value)) return null;
  for (const key of ["readable", "status", "message"])
    if (Object.hasOwn(value, key) && typeof value[key] === "string") return value[key] as string;
  return null;
}

/** The texts of a body the chooser or the form reads, by key ("" for a body that is a string), as they came. */
function chooserTexts(body: unknown): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof body === "string") texts.set("", body.trim());
  if (!isObject(body)) return texts;
  for (const key of [...GENERAL_KEYS, "non_field_errors", ...new Set<string>([...FIELD_KEYS, ...INPUT_FIELDS])]) {
    const text = Object.hasOwn(body, key) ? textOf(body[key]) : null;
    if (text !== null && text.trim() !== "") texts.set(key, text.trim());
  }
  return texts;
}

/** Texts in the chooser's shapes: a string, general texts as strings, the others as one-message lists. */
function shapeOf(texts: Map<string, string>): string | Record<string, unknown> {
  if (texts.has("")) return texts.get("") as string;
  const general = new Set<string>(GENERAL_KEYS);
  return Object.fromEntries([...texts].map(([key, text]) => [key, general.has(key) ? text : [text]]));
}

/**
 * The body in the chooser's shapes, nothing else, with only the texts a visitor may read: a
 * string; or general texts (error, message, detail, details), the first non-field error and
 * the first message of each field the chooser or the form reads.
 */
export function chooserShape(body: unknown, secrets: readonly string[] = []): string | Record<string, unknown> {
  const texts = chooserTexts(body);
  for (const [key, text] of texts) if (!isReadableMessage(text, secrets)) texts.delete(key);
  return shapeOf(texts);
}

/** What a body is made of, for the log line: its first keys, never their values. */
function keysOf(body: unknown): string {
  if (typeof body === "string") return "a string";
  if (!isObject(body)) return body === null ? "null" : Array.isArray(body) ? "a list" : typeof body;
  return `keys ${Object.keys(body).slice(0, 5).join(", ") || "none"}`;
}

/**
 * The answer for an upstream status and its parsed body (`unreadable`: not JSON nor a short
 * plain text).
 * @example upstreamAnswer(401, { detail: "Invalid API key" }) // { kind: "generic", status: 502, reason: "authentication failed (401)" }
 */
export function upstreamAnswer(
  status: number,
  body: unknown,
  options: { secrets?: readonly string[]; unreadable?: boolean } = {},
): ProxyAnswer {
  if (status >= 200 && status < 300) {
    const tokens = isObject(body) ? body : {};
    const kept = new Map<string, string>();
    for (const key of ["access_token", "refresh_token"])
      if (Object.hasOwn(tokens, key) && typeof tokens[key] === "string") kept.set(key, tokens[key] as string);
    return { kind: "success", status: status === 201 || status === 202 ? status : 200, body: Object.fromEntries(kept) };
  }
  if (!VISITOR_REFUSALS.has(status)) {
    const reason =
      status === 401 || status === 403 || status === 407
        ? `authentication failed (${status})`
        : `the service answered ${status}`;
    return { kind: "generic", status: status === 503 || status === 504 ? status : 502, reason };
  }
  const refusal = status as 400 | 409 | 422 | 429;
  if (options.unreadable) return { kind: "generic", status: refusal, reason: "a body that is not JSON" };
  // The chooser picks from everything the service sent; what it picks must be readable as it
  // came (a code or an address is replaced by the generic message, not skipped).
  const chosen = chooseError(shapeOf(chooserTexts(body)));
  if (chosen.source !== "unknown" && isReadableMessage(chosen.message, options.secrets))
    return { kind: "refusal", status: refusal, body: chooserShape(body, options.secrets) };
  const code = codeOf(body);
  return { kind: "generic", status: refusal, reason: code ? `a code (${code})` : `nothing readable (${keysOf(body)})` };
}

/** The code a body's first general text holds, for the log line ("ACCOUNT_LIMIT_REACHED"), or null. */
function codeOf(body: unknown): string | null {
  let value: unknown = typeof body === "string" ? body : null;
  if (isObject(body)) value = GENERAL_KEYS.filter((key) => Object.hasOwn(body, key)).map((key) => body[key])[0];
  const text = textOf(value);
  return text && readsAsCode(text) ? text.trim().slice(0, 60) : null;
}

/** The body of every generic answer: the spec's generic message (the page adds the support address). */
export function genericBody(requestId: string): { error: string; requestId: string } {
  return { error: SIGN_UP_MESSAGES.genericBefore, requestId };
}
