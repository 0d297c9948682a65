import { SIGN_UP_MESSAGES } from "./messages.ts";

/**
 * docs/signup.md: the message of a failed account creation, chosen from the error body in
 * this order:
 * 1. the body is a plain string;
 * 2. `error`, `message`, `detail`, `details`: each a string, or an object with a `readable`
 *    or a `status` text;
 * 3. the first non-field error (`non_field_errors`);
 * 4. the first field error among email, first_name, last_name, organization_name, password,
 *    google_unique_id, github_unique_id;
 * 5. otherwise "Unknown error".
 * A visitor never reads a code: a chosen text that reads as one ("ACCOUNT_LIMIT_REACHED"),
 * or the generic fallback's own words, count as nothing readable, so the banner shows the
 * generic fallback with the support address.
 * Pure: the page shows the message in its error banner and reports it in signup_failed.
 */

/** Step 2's keys, in order. */
export const GENERAL_KEYS = ["error", "message", "detail", "details"] as const;
/** Step 4's fields, in order. */
export const FIELD_KEYS = [
  "email",
  "first_name",
  "last_name",
  "organization_name",
  "password",
  "google_unique_id",
  "github_unique_id",
] as const;
export type ChooserField = (typeof FIELD_KEYS)[number];

export interface ChosenError {
  message: string;
  /** Which rule chose it: what signup_failed reports as error_type. */
  source: "string" | (typeof GENERAL_KEYS)[number] | "non_field" | "field" | "unknown";
  /** The field a field error belongs to. */
  field?: ChooserField;
}

const UNKNOWN: ChosenError = { message: SIGN_UP_MESSAGES.unknown, source: "unknown" };

/**
 * Whether a text reads as a code, not a sentence (docs/signup.md): one word of capitals,
 * digits and underscores ("ACCOUNT_LIMIT_REACHED", "FORBIDDEN"), or of lower-case words
 * joined by underscores ("invalid_grant").
 * @example readsAsCode("ACCOUNT_LIMIT_REACHED") // true
 */
export function readsAsCode(text: string): boolean {
  const word = text.trim();
  return (/^[A-Z0-9_]+$/.test(word) && /[A-Z]/.test(word)) || /^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(word);
}

/** A message a visitor may read as it came: not a code, not the generic fallback's own words. */
function shown(chosen: ChosenError): ChosenError {
  return readsAsCode(chosen.message) || chosen.message === SIGN_UP_MESSAGES.genericBefore ? UNKNOWN : chosen;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A key of the body itself, never one of Object.prototype. */
function own(body: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(body, key) ? body[key] : undefined;
}

/** Non-empty text, trimmed; anything else is null. */
function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** A general message: text itself, or the `readable` (else `status`) text of an object. */
function generalText(value: unknown): string | null {
  if (isObject(value)) return text(own(value, "readable")) ?? text(own(value, "status"));
  return text(value);
}

/** The first message of a list of errors (or a single one). */
function firstText(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = text(item) ?? (isObject(item) ? text(own(item, "message")) : null);
      if (found) return found;
    }
    return null;
  }
  return text(value);
}

/**
 * The message to show for an error body (parsed JSON, or the raw text when it was not JSON).
 * @example chooseError({ email: ["This email is taken."] }) // { message: "This email is taken.", source: "field", field: "email" }
 */
export function chooseError(body: unknown): ChosenError {
  return shown(chooseInOrder(body));
}

function chooseInOrder(body: unknown): ChosenError {
  if (typeof body === "string") {
    const message = text(body);
    return message ? { message, source: "string" } : UNKNOWN;
  }
  if (!isObject(body)) return UNKNOWN;
  for (const key of GENERAL_KEYS) {
    const message = generalText(own(body, key));
    if (message) return { message, source: key };
  }
  const nonField = firstText(own(body, "non_field_errors"));
  if (nonField) return { message: nonField, source: "non_field" };
  for (const field of FIELD_KEYS) {
    const message = firstText(own(body, field));
    if (message) return { message, source: "field", field };
  }
  return UNKNOWN;
}

/** Whether the chooser found nothing readable: the page then shows the generic fallback. */
export function isUnknown(chosen: ChosenError): boolean {
  return chosen.source === "unknown";
}

/** The fields the sign-up form has inputs for. */
export const INPUT_FIELDS = ["email", "first_name", "last_name", "organization_name", "password", "position"] as const;
export type InputField = (typeof INPUT_FIELDS)[number];

/**
 * The field errors of a body that have an input on the form, first message each: they show
 * on their input (docs/signup.md), while the chosen message shows in the banner. A message
 * that reads as a code is not shown.
 */
export function inputErrors(body: unknown): Partial<Record<InputField, string>> {
  const errors: Partial<Record<InputField, string>> = {};
  if (!isObject(body)) return errors;
  for (const field of INPUT_FIELDS) {
    const message = firstText(own(body, field));
    if (message && !readsAsCode(message)) errors[field] = message;
  }
  return errors;
}
