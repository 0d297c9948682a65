import * as v from "valibot";
import { MAX_LENGTH } from "../forms/constants.ts";
import { HTML_EMAIL } from "../forms/fields.ts";
import { POSITIONS, USE_CASE_KEYS } from "../forms/options.ts";
import { UTM_FIELDS } from "../analytics/utm.ts";
import { EXTRA_MESSAGES, SIGN_UP_MESSAGES as M } from "./messages.ts";

/**
 * The sign-up's rules (docs/signup.md) as valibot schemas: the page checks
 * each field with them as the visitor types, and the Worker checks the posted body with
 * `parseSignUpRequest`, built from the same field schemas.
 */

/** docs/signup.md: the special characters a password needs one of. */
export const PASSWORD_SPECIALS = "#?!@$%^&*-";
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** docs/signup.md: at least 8 characters, with an uppercase and a lowercase letter, a digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    [...PASSWORD_SPECIALS].some((special) => password.includes(special))
  );
}

/** docs/signup.md: lowercased and trimmed (as on input), not empty, then the browser's email rule. */
export const emailField = v.pipe(
  v.string(M.emailEmpty),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(M.emailEmpty),
  v.maxLength(MAX_LENGTH.email, EXTRA_MESSAGES.tooLong("Email", MAX_LENGTH.email)),
  v.regex(HTML_EMAIL, EXTRA_MESSAGES.emailInvalid),
);

/** Required text: whitespace alone is empty (docs/signup.md says so of the organization). */
function requiredName(empty: string, label: string, max: number) {
  return v.pipe(v.string(empty), v.trim(), v.nonEmpty(empty), v.maxLength(max, EXTRA_MESSAGES.tooLong(label, max)));
}

export const firstNameField = requiredName(M.firstNameEmpty, "First name", MAX_LENGTH.name);
export const lastNameField = requiredName(M.lastNameEmpty, "Last name", MAX_LENGTH.name);
export const organizationField = requiredName(M.organizationEmpty, "Organization", MAX_LENGTH.company);
/** Never trimmed: every character of a password counts. */
export const passwordField = v.pipe(
  v.string(M.password),
  v.check(isStrongPassword, M.password),
  v.maxLength(PASSWORD_MAX_LENGTH, EXTRA_MESSAGES.tooLong("Password", PASSWORD_MAX_LENGTH)),
);
/** docs/signup.md: the field of work's position (0 or 1). */
export const positionField = v.picklist(POSITIONS, EXTRA_MESSAGES.fieldOfWork);
export const agreementField = v.literal(true, M.agreement);

/** The UTM record (docs/signup.md) or null. */
const utmField = v.optional(
  v.nullable(
    v.strictObject(
      Object.fromEntries(UTM_FIELDS.map((field) => [field, v.optional(v.pipe(v.string(), v.maxLength(200)))])),
    ),
  ),
  null,
);

/** The use cases chosen in the funnel (`signup-usecases`), for the marketing lead only. */
const useCasesField = v.optional(
  v.pipe(v.array(v.picklist(USE_CASE_KEYS, "use_cases must hold use-case keys")), v.maxLength(USE_CASE_KEYS.length)),
  [],
);

/** A provider's token: opaque text of a sane length. */
const token = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.nonEmpty(`${field} is required`),
    v.maxLength(max, `${field} is too long`),
  );

/** What both paths share: the organization, the field of work, the agreement, the UTM record, the use cases. */
const shared = {
  organization_name: organizationField,
  position: positionField,
  agreement: agreementField,
  utm: utmField,
  use_cases: useCasesField,
};

/** docs/signup.md: the email path. */
export const emailSignUpSchema = v.strictObject({
  email: emailField,
  first_name: firstNameField,
  last_name: lastNameField,
  password: passwordField,
  ...shared,
});

/** docs/signup.md: single sign-on with a Google credential (an ID token) or a GitHub login code. */
export const ssoSignUpSchema = v.union([
  v.strictObject({ ...shared, google: v.strictObject({ credential: token("google.credential", 4096) }) }),
  v.strictObject({ ...shared, github: v.strictObject({ code: token("github.code", 1024) }) }),
]);

export type EmailSignUpRequest = v.InferOutput<typeof emailSignUpSchema>;
export type SsoSignUpRequest = v.InferOutput<typeof ssoSignUpSchema>;
/** The body the page posts to `POST /api/signup`. */
export type SignUpRequest = EmailSignUpRequest | SsoSignUpRequest;
export type SignUpRequestInput = v.InferInput<typeof emailSignUpSchema> | v.InferInput<typeof ssoSignUpSchema>;

/** Field errors in the shape accounts services answer with (docs/signup.md): a list of messages per field. */
export type FieldErrors = Record<string, string[]>;

export type ParsedSignUp =
  | { ok: true; request: SignUpRequest; sso: false | "google" | "github" }
  | { ok: false; fields: FieldErrors };

function isObject(input: unknown): input is Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input);
}

/** A key left out gets the message its field gives when empty (a Map: keys come from the body). */
const MISSING: ReadonlyMap<string, string> = new Map([
  ["email", M.emailEmpty],
  ["first_name", M.firstNameEmpty],
  ["last_name", M.lastNameEmpty],
  ["organization_name", M.organizationEmpty],
  ["password", M.password],
  ["position", EXTRA_MESSAGES.fieldOfWork],
  ["agreement", M.agreement],
]);

function messageOf(field: string, issue: v.BaseIssue<unknown>): string {
  // The object itself reports a key that is missing (received "undefined") or unknown.
  if (issue.type !== "strict_object" || issue.path?.length !== 1) return issue.message;
  if (issue.received === "undefined") return MISSING.get(field) ?? `${field} is required.`;
  // An unknown key is named only when it reads as a field name: a body's key is not echoed.
  return /^[a-z_]{1,40}$/i.test(field)
    ? `${field} is not a sign-up field.`
    : "The sign-up has a field it does not take.";
}

/**
 * Checks a sign-up body: the single sign-on path when it carries `google` or `github`,
 * otherwise the email path. Errors come as `{ field: [message] }`, the first message of
 * each field, so that the page's error chooser (docs/signup.md) reads them like the accounts service's.
 * @example parseSignUpRequest({ email: "" }) // { ok: false, fields: { email: ["Email can't be empty."], … } }
 */
export function parseSignUpRequest(input: unknown): ParsedSignUp {
  if (!isObject(input))
    return { ok: false, fields: { non_field_errors: ["The sign-up must be a JSON object of fields."] } };
  const sso = "google" in input ? "google" : "github" in input ? "github" : false;
  if (sso === "google" && "github" in input)
    return { ok: false, fields: { non_field_errors: ["Sign up with Google or with GitHub, not both."] } };
  const result = sso
    ? v.safeParse(ssoSignUpSchema, input, { abortPipeEarly: true })
    : v.safeParse(emailSignUpSchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, request: result.output, sso };
  // A Map: a body's keys ("__proto__", "constructor") are field names like any other.
  const fields = new Map<string, string[]>();
  const issues = result.issues.flatMap((issue) => (issue.type === "union" && issue.issues ? issue.issues : [issue]));
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" ? key : "non_field_errors";
    // In the SSO union, the branch of the other provider reports its key as missing.
    if (sso && (field === "google" || field === "github") && field !== sso) continue;
    if (!fields.has(field)) fields.set(field, [messageOf(field, issue)]);
  }
  return { ok: false, fields: Object.fromEntries(fields) };
}

/** The first message of one field's schema for a value, or null when it is valid. */
export function fieldMessage(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** The body the accounts service receives (docs/signup.md): the page's request without what is only the site's. */
export function accountsPayload(request: SignUpRequest): Record<string, unknown> {
  const { agreement: _agreement, use_cases: _useCases, ...payload } = request;
  return payload;
}
