import { useEffect, useRef, useState } from "react";
import { pushEvent, readUtm } from "../analytics/events.ts";
import type { Language } from "../content/languages.ts";
import { accountFromToken } from "./access-token.ts";
import { consoleUrlWithTokens, createAccount, type CreateOutcome } from "./create-account.ts";
import type { InputField } from "./error-chooser.ts";
import {
  back as backRule,
  canCreate,
  EMPTY_FORM,
  fieldError,
  MODE_FIELDS,
  normalizeEmail,
  signUpRequest,
  type FormField,
  type SignUpForm,
  type SignUpMode,
  type SsoChoice,
} from "./form-state.ts";
import {
  GITHUB_STATE_KEY,
  githubAuthorizeUrl,
  githubRedirectUri,
  githubReturn,
  newState,
  withoutGithubParams,
} from "./github.ts";
import { googleIdentity } from "./google-identity.ts";
import { SIGN_UP_MESSAGES } from "./messages.ts";
import type { SignUpSettings } from "./settings.ts";
import { keepEmail, readEmail, readUseCases, storageOf } from "./storage.ts";
import { localMessage, type SignUpTexts } from "./texts.ts";

/** The form field each field of the accounts service's answers belongs to. */
const FIELD_OF: Record<InputField, FormField> = {
  email: "email",
  first_name: "firstname",
  last_name: "lastname",
  organization_name: "organization",
  password: "password",
  position: "fieldOfWork",
};

/** The banner: the chosen message, or the generic fallback with the support address (docs/signup.md). */
export interface Failure {
  message: string;
  generic: boolean;
}

export interface SignUpUrls {
  /** This page, where GitHub sends the visitor back. */
  signUp: string;
  /** Where an email sign-up goes (docs/signup.md). */
  finished: string;
}

type Failed = Extract<CreateOutcome, { ok: false }>;

function reportFailure(sso: SsoChoice, outcome: { errorType: string; message: string }): void {
  pushEvent({
    event: "signup_failed",
    provider: sso?.provider ?? "email",
    type: sso ? "sso" : "email",
    error_type: outcome.errorType,
    error_message: outcome.message,
  });
}

/**
 * The sign-up page's state and actions (docs/signup.md): the three modes, the fields and
 * their messages, single sign-on with Google and GitHub, and the submit with its outcome.
 */
export function useSignUp(
  settings: SignUpSettings,
  urls: SignUpUrls,
  page: { texts: SignUpTexts; language: Language },
) {
  const { texts, language } = page;
  const [mode, setMode] = useState<SignUpMode>(null);
  const [form, setForm] = useState<SignUpForm>(EMPTY_FORM);
  const [sso, setSso] = useState<SsoChoice>(null);
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, string>>>({});
  const [nativeEmail, setNativeEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [loading, setLoading] = useState(false);
  const [moved, setMoved] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival; the texts never change
  useEffect(() => {
    const session = storageOf("session");
    const queryEmail = new URLSearchParams(window.location.search).get("email");
    const email = queryEmail !== null ? normalizeEmail(queryEmail) : (readEmail(session) ?? "");
    if (email) {
      setForm((current) => ({ ...current, email }));
      keepEmail(session, email);
    }
    const back = githubReturn(window.location.search, session?.getItem(GITHUB_STATE_KEY) ?? null);
    if (!back) return;
    session?.removeItem(GITHUB_STATE_KEY);
    window.history.replaceState(window.history.state, "", withoutGithubParams(window.location.href));
    if (back.kind === "code") {
      setSso({ provider: "github", code: back.code });
      setMode("sso");
      return;
    }
    const message = back.kind === "denied" ? texts.githubDenied : texts.githubState;
    setFailure({ message, generic: false });
    reportFailure(
      { provider: "github", code: "" },
      { errorType: back.kind === "denied" ? "github_cancelled" : "github_state", message },
    );
  }, []);

  useEffect(() => {
    if (moved > 0) heading.current?.focus();
  }, [moved]);

  function go(next: SignUpMode) {
    setMode(next);
    setTouched(new Set());
    setMoved((count) => count + 1);
  }

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

  /**
   * The message an input shows: the server's, else its own once the visitor has left it; the
   * field rules' messages in the page's language (docs/languages.md).
   */
  function errorOf(field: FormField): string | undefined {
    const server = serverErrors[field];
    if (server) return localMessage(server, texts);
    if (!touched.has(field)) return undefined;
    if (field === "email") {
      if (form.email === "") return localMessage(SIGN_UP_MESSAGES.emailEmpty, texts);
      if (nativeEmail) return nativeEmail;
    }
    const own = fieldError(form, field);
    return own === null ? undefined : localMessage(own, texts);
  }

  /** docs/signup.md: Next checks the email (the browser's rule) and opens the full form. */
  function next(input: HTMLInputElement | null) {
    touch("email");
    if (form.email === "" || (input && !input.checkValidity())) {
      if (input) setNativeEmail(input.validity.typeMismatch ? input.validationMessage : null);
      input?.focus();
      return;
    }
    setFailure(null);
    go("email");
  }

  function chooseGoogle(credential: string) {
    const who = googleIdentity(credential);
    setSso({ provider: "google", credential, email: who.email, name: who.name });
    setFailure(null);
    go("sso");
  }

  function clickGoogle() {
    pushEvent({ event: "ui_signup_sso_click", provider: "google" });
  }

  function chooseGithub() {
    if (!settings.github) return;
    pushEvent({ event: "ui_signup_sso_click", provider: "github" });
    const state = newState();
    storageOf("session")?.setItem(GITHUB_STATE_KEY, state);
    const redirectUri = githubRedirectUri(window.location.origin, urls.signUp);
    window.location.assign(
      githubAuthorizeUrl({
        authorizeUrl: settings.github.authorizeUrl,
        clientId: settings.github.clientId,
        redirectUri,
        state,
        base: window.location.href,
      }),
    );
  }

  /** docs/signup.md Back: the email entry, no single sign-on, the agreement unticked. */
  function back() {
    const reset = backRule(form);
    setForm(reset.form);
    setSso(reset.sso);
    setServerErrors({});
    setFailure(null);
    go(reset.mode);
  }

  function fail(outcome: Failed) {
    const fields: Partial<Record<FormField, string>> = {};
    for (const [field, message] of Object.entries(outcome.fields) as [InputField, string][])
      fields[FIELD_OF[field]] = message;
    setServerErrors(fields);
    setFailure({ message: localMessage(outcome.message, texts), generic: outcome.generic });
    reportFailure(sso, outcome);
    setLoading(false);
  }

  async function submit() {
    if (mode === null) return;
    setTouched(new Set(MODE_FIELDS[mode]));
    if (!canCreate({ mode, form, sso, loading })) return;
    pushEvent({ event: "ui_signup_finish_click" });
    setLoading(true);
    setFailure(null);
    const request = signUpRequest({
      mode,
      form,
      sso,
      utm: readUtm(),
      useCases: readUseCases(storageOf("local")),
      language,
    });
    const outcome = await createAccount(request, { production: settings.production, texts });
    if (!outcome.ok) return fail(outcome);
    if (mode === "email") {
      pushEvent({ event: "signup_success", sso: false, provider: "email" });
      pushEvent({ event: "signup_pending" });
      keepEmail(storageOf("session"), normalizeEmail(form.email));
      window.location.assign(urls.finished);
      return;
    }
    if (!outcome.tokens)
      return fail({ ok: false, message: SIGN_UP_MESSAGES.unknown, generic: true, fields: {}, errorType: "unknown" });
    const account = accountFromToken(outcome.tokens.access_token);
    pushEvent({
      event: "signup_success",
      sso: true,
      provider: sso?.provider ?? "google",
      ...(account?.pk ? { user_id: account.pk } : {}),
    });
    window.location.assign(consoleUrlWithTokens(settings.consoleUrl, outcome.tokens, window.location.href));
  }

  return {
    mode,
    form,
    sso,
    failure,
    loading,
    heading,
    errorOf,
    touch,
    change,
    changeEmail,
    next,
    chooseGoogle,
    clickGoogle,
    chooseGithub,
    back,
    submit,
  };
}

export type SignUpState = ReturnType<typeof useSignUp>;
