import { useRef } from "react";
import { MAX_LENGTH } from "../forms/constants.ts";
import { TextField } from "../funnel/fields.tsx";
import { canGoNext } from "./form-state.ts";
import { GoogleSignIn } from "./google-sign-in.tsx";
import type { SignUpSettings } from "./settings.ts";
import { SIGN_UP_TEXTS as T } from "./texts.ts";
import type { SignUpState } from "./use-sign-up.ts";

function GithubIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z" />
    </svg>
  );
}

/** docs/signup.md mode null: the email first (Next disabled while it is empty), or single sign-on. */
export function EmailEntry({ state, settings }: { state: SignUpState; settings: SignUpSettings }) {
  const input = useRef<HTMLInputElement>(null);
  const sso = settings.google !== null || settings.github !== null;
  return (
    <div className="signup-entry">
      <form
        className="signup-entry__email"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          state.next(input.current);
        }}
      >
        <TextField
          idPrefix="signup"
          name="email"
          label={T.emailLabel}
          hint={T.emailHint}
          type="email"
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
          value={state.form.email}
          inputRef={input}
          error={state.errorOf("email")}
          onChange={state.changeEmail}
          onBlur={() => state.form.email !== "" && state.touch("email")}
        />
        <button
          type="submit"
          className="button button--primary signup__primary"
          disabled={!canGoNext(state.form.email)}
        >
          {T.next}
        </button>
      </form>
      {sso ? (
        <div className="signup-sso">
          <p className="signup-sso__or">
            <span>{T.or}</span>
          </p>
          {settings.google ? (
            <GoogleSignIn google={settings.google} onClick={state.clickGoogle} onCredential={state.chooseGoogle} />
          ) : null}
          {settings.github ? (
            <button type="button" className="signup-sso__github" onClick={state.chooseGithub}>
              <GithubIcon />
              {T.github}
            </button>
          ) : null}
        </div>
      ) : null}
      <p className="signup__login">
        {T.login.before} <a href={settings.consoleUrl}>{T.login.link}</a>
      </p>
    </div>
  );
}
