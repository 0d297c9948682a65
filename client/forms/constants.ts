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
