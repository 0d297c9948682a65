import { useId, useState } from "react";
import { MAX_LENGTH } from "../forms/constants.ts";
import type { LocalLink } from "../i18n/language-links.ts";
import { AgreementField, TextField } from "../funnel/fields.tsx";
import { FieldOfWorkField } from "./field-of-work.tsx";
import { canCreate, type FormField } from "./form-state.ts";
import { PASSWORD_MAX_LENGTH } from "./schema.ts";
import { useSignUpTexts } from "./texts.ts";
import type { SignUpState } from "./use-sign-up.ts";

/** The agreement's links, in the page's language when the pages exist in it (docs/languages.md). */
export interface AccountFormLinks {
  terms: LocalLink;
  privacy: LocalLink;
}

/** Who is signing up with single sign-on, above the form. */
function SsoIdentity({ state }: { state: SignUpState }) {
  const T = useSignUpTexts();
  const { sso } = state;
  if (!sso) return null;
  const who = sso.provider === "google" ? [sso.name, sso.email].filter(Boolean).join(" · ") : null;
  return (
    <p className="signup-form__identity" data-provider={sso.provider}>
      <span className="signup-form__identity-title">{T.ssoAs[sso.provider]}</span>
      {who ? <span className="signup-form__identity-who">{who}</span> : null}
    </p>
  );
}

function PasswordField({ state }: { state: SignUpState }) {
  const T = useSignUpTexts();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      idPrefix="signup"
      name="password"
      label={T.fields.password}
      hint={T.passwordHint}
      wide
      type={visible ? "text" : "password"}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      value={state.form.password}
      error={state.errorOf("password")}
      onChange={(value) => state.change("password", value)}
      onBlur={() => state.touch("password")}
      beside={
        <button
          type="button"
          className="signup-form__reveal"
          aria-label={visible ? T.hidePasswordLabel : T.showPasswordLabel}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? T.hidePassword : T.showPassword}
        </button>
      }
    />
  );
}

/**
 * docs/signup.md modes "email" (the full form) and "sso" (organization, field of work, agreement):
 * each field with its docs/signup.md message once the visitor leaves it or the service names it, and
 * the create button enabled by the rule of docs/signup.md
 */
export function AccountForm({ state, links }: { state: SignUpState; links: AccountFormLinks }) {
  const T = useSignUpTexts();
  const hint = useId();
  const { mode, form } = state;
  const text = (name: "firstname" | "lastname" | "organization", autoComplete: string, max: number, wide = false) => (
    <TextField
      idPrefix="signup"
      name={name}
      label={T.fields[name]}
      wide={wide}
      autoComplete={autoComplete}
      maxLength={max}
      value={form[name]}
      error={state.errorOf(name)}
      onChange={(value) => state.change(name, value)}
      onBlur={() => state.touch(name)}
    />
  );
  const enabled = canCreate({ mode, form, sso: state.sso, loading: state.loading });
  const touchField = (field: FormField) => () => state.touch(field);
  return (
    <form
      className="signup-form"
      noValidate
      aria-busy={state.loading}
      onSubmit={(event) => {
        event.preventDefault();
        void state.submit();
      }}
    >
      {mode === "sso" ? <SsoIdentity state={state} /> : null}
      <div className="funnel-form__grid">
        {mode === "email" ? (
          <>
            <TextField
              idPrefix="signup"
              name="email"
              label={T.fields.email}
              wide
              type="email"
              autoComplete="email"
              maxLength={MAX_LENGTH.email}
              value={form.email}
              error={state.errorOf("email")}
              onChange={state.changeEmail}
              onBlur={touchField("email")}
            />
            {text("firstname", "given-name", MAX_LENGTH.name)}
            {text("lastname", "family-name", MAX_LENGTH.name)}
          </>
        ) : null}
        {text("organization", "organization", MAX_LENGTH.company, true)}
        <FieldOfWorkField
          label={T.fields.fieldOfWork}
          labels={T.fieldsOfWork}
          value={form.fieldOfWork}
          error={state.errorOf("fieldOfWork")}
          onChange={(value) => state.change("fieldOfWork", value)}
          onBlur={touchField("fieldOfWork")}
        />
        {mode === "email" ? <PasswordField state={state} /> : null}
        <AgreementField
          idPrefix="signup"
          checked={form.agreement}
          error={state.errorOf("agreement")}
          onChange={(checked) => state.change("agreement", checked)}
        >
          {T.agreement.before}
          <a {...links.terms} target="_blank" rel="noopener">
            {T.agreement.terms}
          </a>
          {T.agreement.between}
          <a {...links.privacy} target="_blank" rel="noopener">
            {T.agreement.privacy}
          </a>
          {T.agreement.after}
        </AgreementField>
      </div>
      <div className="signup-form__actions">
        {!enabled && !state.loading ? (
          <p className="signup-form__hint" id={hint}>
            {T.createHint}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary signup__primary"
          disabled={!enabled}
          aria-describedby={!enabled && !state.loading ? hint : undefined}
        >
          {state.loading ? (
            <>
              <span className="signup__spinner" aria-hidden="true" />
              {T.creating}
            </>
          ) : (
            T.create
          )}
        </button>
      </div>
    </form>
  );
}
