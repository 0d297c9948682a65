import * as v from "valibot";
import { MAX_LENGTH } from "./constants.ts";

/**
 * Field schemas the form types are made of. Every message names the field, so the API's
 * 400 answer can say what is wrong with each one.
 */

/**
 * The HTML standard's "valid e-mail address" (the check of `<input type="email">`), so the
 * Worker accepts exactly what the browser's own email field accepts (docs/leads.md:
 * no other format check in the forms).
 */
export const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Required text: trimmed, not empty, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

/** Optional text: trimmed, "" when missing, at most `max` characters. */
export function optionalText(label: string, max: number) {
  return v.optional(
    v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`)),
    "",
  );
}

/** A required email address, trimmed and lower-cased. */
export function email(label = "Email") {
  return v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(MAX_LENGTH.email, `${label} must be at most ${MAX_LENGTH.email} characters`),
    v.regex(HTML_EMAIL, `${label} must be an email address`),
    v.toLowerCase(),
  );
}

/** One value of a fixed list. */
export function oneOf<const T extends readonly string[]>(label: string, values: T) {
  return v.picklist(values, `${label} must be one of the listed options`);
}

/** A list of distinct values of a fixed list (a repeated field such as Use_Case). */
export function someOf<const T extends readonly string[]>(label: string, values: T) {
  return v.optional(
    v.pipe(
      v.array(v.picklist(values, `${label} must hold listed options only`), `${label} must be a list`),
      v.maxLength(values.length, `${label} has too many values`),
      v.check((list) => new Set(list).size === list.length, `${label} must not repeat a value`),
    ),
    [],
  );
}

/** A consent checkbox: it must be ticked (`true`). */
export function ticked(label: string) {
  return v.literal(true, `${label} must be ticked`);
}
