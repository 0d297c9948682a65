import { useEffect, useRef } from "react";
import type { Language } from "../content/languages.ts";
import { BackButton } from "../funnel/back-button.tsx";
import { AccountForm, type AccountFormLinks } from "../signup/account-form.tsx";
import { EmailEntry } from "../signup/email-entry.tsx";
import { ErrorBanner } from "../signup/error-banner.tsx";
import type { SignUpSettings } from "../signup/settings.ts";
import { SignUpTextsContext, type SignUpTexts } from "../signup/texts.ts";
import { useSignUp, type SignUpUrls } from "../signup/use-sign-up.ts";

export interface SignUpIslandProps {
  /** The page's h1 (h2 when the block is not the page's first section). */
  title: string;
  titleLevel: 1 | 2;
  /** Under the title on the email entry. */
  intro: string;
  settings: SignUpSettings;
  /** Its words in the page's language (docs/languages.md). */
  texts: SignUpTexts;
  /** The page's language, sent with the sign-up for the confirmation email (docs/signup.md). */
  language: Language;
  supportEmail: string;
  urls: SignUpUrls & AccountFormLinks;
}

/**
 * The sign-up (docs/signup.md): the email first, then the full form; or
 * single sign-on with Google or GitHub, then the organization. Posts to this site's Worker
 * (POST /api/signup); email accounts go on to /sign_up-finished, single sign-on to the
 * console with the tokens.
 */
export default function SignUp(props: SignUpIslandProps) {
  const T = props.texts;
  const state = useSignUp(props.settings, props.urls, { texts: T, language: props.language });
  const banner = useRef<HTMLDivElement>(null);
  const { mode, failure } = state;

  useEffect(() => {
    if (failure) banner.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [failure]);

  const Title = props.titleLevel === 1 ? "h1" : "h2";
  const intro = mode === "email" ? T.emailStep.intro : mode === "sso" ? T.ssoStep.intro : props.intro;
  return (
    <SignUpTextsContext value={T}>
      <div className="signup" data-mode={mode ?? "start"}>
        {mode !== null ? <BackButton className="signup__back" label={T.back} onClick={state.back} /> : null}
        <Title className="signup__title" tabIndex={-1} ref={state.heading}>
          {mode === "email" ? T.emailStep.heading : mode === "sso" ? T.ssoStep.heading : props.title}
        </Title>
        <p className="signup__intro">{intro}</p>
        {failure ? <ErrorBanner ref={banner} failure={failure} supportEmail={props.supportEmail} /> : null}
        {mode === null ? (
          <EmailEntry state={state} settings={props.settings} />
        ) : (
          <AccountForm state={state} links={props.urls} />
        )}
      </div>
    </SignUpTextsContext>
  );
}
