/**
 * Addresses that make the embedded accounts service answer as a real one does when things
 * go wrong, so that a person (and the tests) can reach every error of docs/signup.md, the
 * answers the proxy turns into the generic message, and the proxy's deadline. The domain of the account's email chooses (for single sign-on, the
 * email given to the Google or GitHub stand-in).
 */
export type Switch =
  | { kind: "answer"; status: number; body: unknown; rule: string }
  | { kind: "text"; status: number; contentType: string; text: string; rule: string }
  /** Answers only after the proxy's deadline has passed. */
  | { kind: "slow"; rule: string };

export const SWITCHES: Readonly<Record<string, Switch>> = {
  "plain.test": {
    kind: "answer",
    status: 400,
    body: "New accounts for this address are paused: please write to us.",
    rule: "a plain string (a JSON string)",
  },
  "text.test": {
    kind: "text",
    status: 422,
    contentType: "text/plain; charset=utf-8",
    text: "New accounts for this address are paused until 14:00 UTC.",
    rule: "a plain string (a text/plain answer)",
  },
  "error.test": {
    kind: "answer",
    status: 400,
    body: { error: "This email domain is not accepted for new accounts." },
    rule: "error",
  },
  "message.test": {
    kind: "answer",
    status: 429,
    body: { message: "Too many accounts were created from your network today." },
    rule: "message",
  },
  "detail.test": {
    kind: "answer",
    status: 422,
    body: { detail: "Sign-up is closed for your region." },
    rule: "detail",
  },
  "details.test": {
    kind: "answer",
    status: 400,
    body: { details: "This organization name is reserved." },
    rule: "details (a string)",
  },
  "readable.test": {
    kind: "answer",
    status: 400,
    body: { details: { readable: "Disposable email addresses cannot be used.", status: "DISPOSABLE_EMAIL" } },
    rule: "details.readable",
  },
  "status.test": {
    kind: "answer",
    status: 400,
    body: { details: { status: "ACCOUNT_LIMIT_REACHED" } },
    rule: "details.status, here a code: never shown, the generic fallback instead",
  },
  "nonfield.test": {
    kind: "answer",
    status: 400,
    body: { non_field_errors: ["This organization already has an account: ask its owner to invite you."] },
    rule: "the first non-field error",
  },
  "taken.test": {
    kind: "answer",
    status: 400,
    body: { email: ["An account with this email already exists."] },
    rule: "a field error (email)",
  },
  "fields.test": {
    kind: "answer",
    status: 400,
    body: {
      password: ["This password appears in a list of leaked passwords."],
      first_name: ["First names may not contain digits."],
    },
    rule: "the first field error in the spec's order (first_name before password), each on its input",
  },
  "unknown.test": {
    kind: "answer",
    status: 422,
    body: { code: 4217 },
    rule: "nothing readable: 'Unknown error', the generic fallback",
  },
  "fail.test": {
    kind: "text",
    status: 500,
    contentType: "text/html; charset=utf-8",
    text: "<!doctype html><title>500</title><h1>Internal Server Error</h1>",
    rule: "a 500 with an HTML page: the generic fallback",
  },
  "auth.test": {
    kind: "answer",
    status: 401,
    body: { detail: "Invalid API key" },
    rule: "the service refuses the Worker's key: 502 and the generic fallback, nothing of its text",
  },
  "leak.test": {
    kind: "answer",
    status: 500,
    body: {
      error: "Traceback (most recent call last):\n  File /srv/accounts/app.py, line 88",
      detail: "could not connect to postgres://accounts@db.internal:5432/accounts",
    },
    rule: "a server error that shows its insides: 502 and the generic fallback, nothing of its text",
  },
  "slow.test": { kind: "slow", rule: "no answer before the proxy's deadline (ACCOUNTS_TIMEOUT_MS)" },
};

/** The switch an email's domain chooses, or null. */
export function switchFor(email: string | null): Switch | null {
  const domain = email?.split("@")[1]?.toLowerCase();
  return domain && Object.hasOwn(SWITCHES, domain) ? (SWITCHES[domain] ?? null) : null;
}
