/**
 * The sign-up's texts that docs/signup.md quotes, word for word. No valibot here:
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
  /** docs/signup.md: the chooser's last resort. */
  unknown: "Unknown error",
  /** docs/signup.md: the generic fallback, followed by the support address as a link. */
  genericBefore: "Can't create your account. please contact",
  /** docs/signup.md */
  noEmail: "No email set",
  /** docs/signup.md (admin mode). */
  noSteps: "No steps defined",
  /** docs/signup.md: logged only. */
  googleInitFailed: "Google SSO initialization failed",
} as const;

/**
 * Messages for cases docs/signup.md gives no words for: an address that is not an
 * email for the Worker (the page shows the browser's own message instead, docs/signup.md), and the
 * field of work, which both payloads carry (docs/signup.md).
 */
export const EXTRA_MESSAGES = {
  emailInvalid: "Enter an email address, for example name@company.com.",
  fieldOfWork: "Choose your field of work.",
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
} as const;
