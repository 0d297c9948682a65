/**
 * The sign-up's texts that the spec gives (part 2 §5.1, §8), verbatim. No valibot here:
 * the island and the Worker both read these, and the island's first load stays small.
 */
export const SIGN_UP_MESSAGES = {
  emailEmpty: "Email can't be empty.",
  firstNameEmpty: "First name can't be empty.",
  lastNameEmpty: "Last name can't be empty.",
  organizationEmpty: "Organization can't be empty.",
  password:
    "Password should have: minimum 8 characters in length, at least one uppercase, one lowercase letter, one digit and one special character",
  agreement: "You should agree to proceed.",
  /** §8: the chooser's last resort. */
  unknown: "Unknown error",
  /** §8: the generic fallback, followed by the support address as a link. */
  genericBefore: "Can't create your account. please contact",
  /** §2.3, §8. */
  noEmail: "No email set",
  /** §2.3, §8 (admin mode). */
  noSteps: "No steps defined",
  /** §8: logged only. */
  googleInitFailed: "Google SSO initialization failed",
} as const;

/**
 * Messages the spec does not give, for cases it does not name: an address that is not an
 * email for the Worker (the page shows the browser's own message instead, §5.1), and the
 * field of work, which both payloads carry (§3.2, §3.3).
 */
export const EXTRA_MESSAGES = {
  emailInvalid: "Enter an email address, for example name@company.com.",
  fieldOfWork: "Choose your field of work.",
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
} as const;
