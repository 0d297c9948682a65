import { useEffect, useRef, useState } from "react";
import { pushEvent } from "../analytics/events.ts";
import { useArrival } from "./arrival.ts";
import { back as backRule, canCreate, MODE_FIELDS, type SignUpMode, type SsoChoice } from "./form-state.ts";
import type { SignUpSettings } from "./settings.ts";
import { googleChoice, reportFailure, reportGoogleClick, startGithub } from "./sso-actions.ts";
import { type Failed, type SignUpUrls, submitSignUp } from "./submit.ts";
import { type Fields, useFields } from "./use-fields.ts";

export type { SignUpUrls } from "./submit.ts";

/** The banner: the chosen message, or the generic fallback with the support address (docs/signup.md). */
export interface Failure {
  message: string;
  generic: boolean;
}

/** The mode (docs/signup.md: null, "email", "sso"); each move starts its fields untouched and focuses the heading. */
function useMode(fields: Fields) {
  const [mode, setMode] = useState<SignUpMode>(null);
  const [moved, setMoved] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved > 0) heading.current?.focus();
  }, [moved]);
  function go(next: SignUpMode) {
    setMode(next);
    fields.setTouched(new Set());
    setMoved((count) => count + 1);
  }
  return { mode, setMode, heading, go };
}

/** The submit (docs/signup.md): loading while it runs; a failure shows its messages and is reported. */
function useSubmit(input: {
  mode: SignUpMode;
  fields: Fields;
  sso: SsoChoice;
  settings: SignUpSettings;
  urls: SignUpUrls;
  setFailure(failure: Failure | null): void;
}) {
  const [loading, setLoading] = useState(false);
  const { mode, fields, sso } = input;

  function fail(outcome: Failed) {
    fields.showServerErrors(outcome.fields);
    input.setFailure({ message: outcome.message, generic: outcome.generic });
    reportFailure(sso, outcome);
    setLoading(false);
  }

  async function submit() {
    if (mode === null) return;
    fields.setTouched(new Set(MODE_FIELDS[mode]));
    if (!canCreate({ mode, form: fields.form, sso, loading })) return;
    pushEvent({ event: "ui_signup_finish_click" });
    setLoading(true);
    input.setFailure(null);
    const failed = await submitSignUp({ mode, form: fields.form, sso, settings: input.settings, urls: input.urls });
    if (failed) fail(failed);
  }
  return { loading, submit };
}

/**
 * The sign-up page's state and actions (docs/signup.md): the three modes, the fields and
 * their messages (use-fields.ts), what the visitor arrives with (arrival.ts), single sign-on
 * with Google and GitHub (sso-actions.ts), and the submit with its outcome (submit.ts).
 */
export function useSignUp(settings: SignUpSettings, urls: SignUpUrls) {
  const fields = useFields();
  const { mode, setMode, heading, go } = useMode(fields);
  const [sso, setSso] = useState<SsoChoice>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { loading, submit } = useSubmit({ mode, fields, sso, settings, urls, setFailure });

  useArrival({
    email: (email) => fields.setForm((current) => ({ ...current, email })),
    githubCode: (choice) => {
      setSso(choice);
      setMode("sso");
    },
    githubFailed: (message, errorType) => {
      setFailure({ message, generic: false });
      reportFailure({ provider: "github", code: "" }, { errorType, message });
    },
  });

  /** docs/signup.md: Next checks the email (the browser's rule) and opens the full form. */
  function next(input: HTMLInputElement | null) {
    fields.touch("email");
    if (fields.form.email === "" || (input && !input.checkValidity())) {
      if (input) fields.checkEmail(input);
      input?.focus();
      return;
    }
    setFailure(null);
    go("email");
  }

  /** docs/signup.md Back: the email entry, no single sign-on, the agreement unticked. */
  function back() {
    const reset = backRule(fields.form);
    fields.setForm(reset.form);
    fields.showServerErrors({});
    setSso(reset.sso);
    setFailure(null);
    go(reset.mode);
  }

  function chooseGoogle(credential: string) {
    setSso(googleChoice(credential));
    setFailure(null);
    go("sso");
  }

  const chooseGithub = () => settings.github && startGithub(settings.github, urls.signUp);
  const { form, touch, change, changeEmail, errorOf } = fields;
  const actions = { next, back, submit, chooseGoogle, clickGoogle: reportGoogleClick, chooseGithub };
  return { mode, form, sso, failure, loading, heading, errorOf, touch, change, changeEmail, ...actions };
}

export type SignUpState = ReturnType<typeof useSignUp>;
