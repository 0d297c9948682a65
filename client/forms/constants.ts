/**
 * Form limits and names shared by the inputs (maxlength, the honeypot) and the schemas.
 * No valibot here: the funnel island imports this module up front and the schemas lazily.
 */

/** Limits of the text fields. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  jobTitle: 100,
  company: 150,
  phone: 40,
  details: 5000,
  originFunnel: 40,
} as const;

/**
 * The honeypot: a field people never see or fill (off-screen, out of the tab order, no
 * autofill). A post that fills it is kept as `spam` and never delivered.
 */
export const HONEYPOT_FIELD = "website";

/**
 * Names a survey answer may never take (docs/leads.md): every field a form handler receives
 * from any form (schemas.ts; a test keeps the list complete), the handler's own parameters,
 * `context` (the lead's context travels under it) and the names of a JavaScript object's
 * own machinery. Compared without regard to case.
 */
export const RESERVED_ANSWER_NAMES: readonly string[] = [
  // Contact forms (sales, enterprise, inquiry).
  "first_name",
  "last_name",
  "email",
  "job_title",
  "company",
  "country",
  "Subject",
  "industry",
  "Your_timeframe",
  "agreecheckbox",
  "country_code",
  "originFunnel",
  "origin",
  "Use_Case",
  "phoneNumber",
  // The marketing lead.
  "Firstname",
  "Lastname",
  "Email",
  "Company",
  "Job_Function",
  // The survey's own and the handlers' parameters.
  "answers",
  "success_location",
  "error_location",
  "context",
  HONEYPOT_FIELD,
  // Object machinery.
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
];

const RESERVED = new Set(RESERVED_ANSWER_NAMES.map((name) => name.toLowerCase()));

/** Whether a survey step identifier or answer name is reserved (RESERVED_ANSWER_NAMES). */
export function isReservedAnswerName(name: string): boolean {
  return RESERVED.has(name.toLowerCase());
}
