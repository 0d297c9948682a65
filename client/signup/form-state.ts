import type * as v from "valibot";
import type { Language } from "../content/languages.ts";
import { FIELDS_OF_WORK, type FieldOfWorkKey, type UseCaseKey } from "../forms/options.ts";
import type { UtmRecord } from "../analytics/utm.ts";
import {
  agreementField,
  emailField,
  fieldMessage,
  firstNameField,
  lastNameField,
  organizationField,
  passwordField,
  positionField,
  type SignUpRequestInput,
} from "./schema.ts";

/**
 * The sign-up page's state and its rules (docs/signup.md), pure:
 * - mode null: email entry; Next is enabled once the email is not empty;
 * - mode "email": the full form;
 * - mode "sso": reached through the Google button or a return from GitHub;
 * - Back returns to null, clears the single sign-on choice and unticks the agreement;
 * - the create button is enabled only when the agreement is ticked and every required field
 *   is valid; single sign-on needs the organization and the provider's credential or code.
 */

export type SignUpMode = null | "email" | "sso";

/** The single sign-on the visitor chose: Google's credential, or the code GitHub sent back. */
export type SsoChoice =
  | { provider: "google"; credential: string; email: string | null; name: string | null }
  | { provider: "github"; code: string }
  | null;

/** docs/signup.md: the form's state. */
export interface SignUpForm {
  email: string;
  firstname: string;
  lastname: string;
  organization: string;
  /** "" until one is chosen. */
  fieldOfWork: FieldOfWorkKey | "";
  password: string;
  agreement: boolean;
}

export type FormField = keyof SignUpForm;

export const EMPTY_FORM: SignUpForm = {
  email: "",
  firstname: "",
  lastname: "",
  organization: "",
  fieldOfWork: "",
  password: "",
  agreement: false,
};

/** docs/signup.md: the email is lowercased and trimmed as it is typed. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** docs/signup.md: Next on the email entry is disabled while the email is empty. */
export function canGoNext(email: string): boolean {
  return normalizeEmail(email) !== "";
}

function positionOf(key: FieldOfWorkKey | ""): number | undefined {
  return FIELDS_OF_WORK.find((field) => field.key === key)?.position;
}

/** Each form field's schema, and the value it checks. */
const CHECKS: Record<FormField, { schema: v.GenericSchema; value: (form: SignUpForm) => unknown }> = {
  email: { schema: emailField, value: (form) => form.email },
  firstname: { schema: firstNameField, value: (form) => form.firstname },
  lastname: { schema: lastNameField, value: (form) => form.lastname },
  organization: { schema: organizationField, value: (form) => form.organization },
  fieldOfWork: { schema: positionField, value: (form) => positionOf(form.fieldOfWork) },
  password: { schema: passwordField, value: (form) => form.password },
  agreement: { schema: agreementField, value: (form) => form.agreement },
};

/** The fields each mode shows, in order. */
export const MODE_FIELDS: Record<"email" | "sso", readonly FormField[]> = {
  email: ["email", "firstname", "lastname", "organization", "fieldOfWork", "password", "agreement"],
  sso: ["organization", "fieldOfWork", "agreement"],
};

/** docs/signup.md: a field's message for the form's value, or null when it is valid. */
export function fieldError(form: SignUpForm, field: FormField): string | null {
  const check = CHECKS[field];
  return fieldMessage(check.schema, check.value(form));
}

/** The message of each invalid field the mode shows. */
export function formErrors(form: SignUpForm, mode: "email" | "sso"): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  for (const field of MODE_FIELDS[mode]) {
    const message = fieldError(form, field);
    if (message) errors[field] = message;
  }
  return errors;
}

/** docs/signup.md: whether the create button is enabled. */
export function canCreate(input: { mode: SignUpMode; form: SignUpForm; sso: SsoChoice; loading: boolean }): boolean {
  const { mode, form, sso, loading } = input;
  if (loading || mode === null) return false;
  if (mode === "sso" && (sso === null || (sso.provider === "github" ? sso.code === "" : sso.credential === "")))
    return false;
  return Object.keys(formErrors(form, mode)).length === 0;
}

/** docs/signup.md Back: to the email entry, the single sign-on choice cleared, the agreement unticked. */
export function back(form: SignUpForm): { mode: null; sso: null; form: SignUpForm } {
  return { mode: null, sso: null, form: { ...form, agreement: false } };
}

/** The body posted to `POST /api/signup` (docs/signup.md, plus the agreement and the funnel's use cases). */
export function signUpRequest(input: {
  mode: "email" | "sso";
  form: SignUpForm;
  sso: SsoChoice;
  utm: UtmRecord | null;
  useCases: readonly UseCaseKey[];
  /** The page's language: the confirmation email's (docs/signup.md). */
  language: Language;
}): SignUpRequestInput {
  const { form, sso } = input;
  const shared = {
    organization_name: form.organization.trim(),
    position: positionOf(form.fieldOfWork) as 0 | 1,
    agreement: form.agreement as true,
    utm: input.utm ? { ...input.utm } : null,
    use_cases: [...input.useCases],
    language: input.language,
  };
  if (input.mode === "sso" && sso) {
    return sso.provider === "google"
      ? { ...shared, google: { credential: sso.credential } }
      : { ...shared, github: { code: sso.code } };
  }
  return {
    ...shared,
    email: normalizeEmail(form.email),
    first_name: form.firstname.trim(),
    last_name: form.lastname.trim(),
    password: form.password,
  };
}
