import { useState } from "react";
import type { InputField } from "./error-chooser.ts";
import { EMPTY_FORM, fieldError, normalizeEmail, type FormField, type SignUpForm } from "./form-state.ts";
import { SIGN_UP_MESSAGES } from "./messages.ts";
import { keepEmail, storageOf } from "./storage.ts";

/** The form field each field of the accounts service's answers belongs to. */
const FIELD_OF: Record<InputField, FormField> = {
  email: "email",
  first_name: "firstname",
  last_name: "lastname",
  organization_name: "organization",
  password: "password",
  position: "fieldOfWork",
};

/** The accounts service's field errors keyed by the form's fields. */
function formFieldErrors(errors: Partial<Record<InputField, string>>): Partial<Record<FormField, string>> {
  const fields: Partial<Record<FormField, string>> = {};
  for (const [field, message] of Object.entries(errors) as [InputField, string][]) fields[FIELD_OF[field]] = message;
  return fields;
}

/** A field's own message (docs/signup.md): for the email, empty or the browser's; the schema's for the others. */
function ownMessage(form: SignUpForm, field: FormField, nativeEmail: string | null): string | undefined {
  if (field === "email") {
    if (form.email === "") return SIGN_UP_MESSAGES.emailEmpty;
    if (nativeEmail) return nativeEmail;
  }
  return fieldError(form, field) ?? undefined;
}

/**
 * The sign-up form's fields (docs/signup.md): their values, which ones the visitor has left
 * (their own messages show from then on), the browser's message for the email, and the
 * messages the accounts service gave, each shown until its field changes.
 */
export function useFields() {
  const [form, setForm] = useState<SignUpForm>(EMPTY_FORM);
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, string>>>({});
  const [nativeEmail, setNativeEmail] = useState<string | null>(null);

  function touch(field: FormField) {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  }

  function change<F extends FormField>(field: F, value: SignUpForm[F]) {
    setForm((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    if (field === "agreement") touch("agreement");
  }

  /** docs/signup.md: the email, lowercased and trimmed as typed, kept in session storage; the browser's own message when it is not an email. */
  function changeEmail(raw: string, input: HTMLInputElement) {
    const email = normalizeEmail(raw);
    change("email", email);
    keepEmail(storageOf("session"), email);
    // The input shows the normalized value only after this render; its own check needs it now.
    input.value = email;
    setNativeEmail(input.validity.typeMismatch ? input.validationMessage : null);
  }

  /** The browser's message for the email input, as it checks it now. */
  function checkEmail(input: HTMLInputElement) {
    setNativeEmail(input.validity.typeMismatch ? input.validationMessage : null);
  }

  /** The message an input shows: the server's, else its own once the visitor has left it. */
  function errorOf(field: FormField): string | undefined {
    const server = serverErrors[field];
    if (server) return server;
    if (!touched.has(field)) return undefined;
    return ownMessage(form, field, nativeEmail);
  }

  /** The accounts service's field errors, each on its input (docs/signup.md). */
  function showServerErrors(errors: Partial<Record<InputField, string>>) {
    setServerErrors(formFieldErrors(errors));
  }

  return {
    form,
    setForm,
    touched,
    setTouched,
    touch,
    change,
    changeEmail,
    checkEmail,
    errorOf,
    showServerErrors,
  };
}

export type Fields = ReturnType<typeof useFields>;
