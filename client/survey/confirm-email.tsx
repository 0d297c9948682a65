import type { ReactNode } from "react";
import type { LocalLink } from "../i18n/language-links.ts";
import { useSurveyTexts } from "./texts.ts";

/** docs/signup.md: "Confirm your email", with the address the link went to once the browser knows it. */
export function ConfirmEmail({
  email,
  supportEmail,
  heading,
  children,
}: {
  email: string | null;
  supportEmail: string;
  heading: ReactNode;
  children?: ReactNode;
}) {
  const T = useSurveyTexts();
  return (
    <div className="survey-confirm">
      <svg className="survey-confirm__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="3" y="5.5" width="18" height="13" rx="2" />
        <path d="M3.5 7l8.5 6.5L20.5 7" />
      </svg>
      {heading}
      <p className="survey-confirm__text">
        {email ? (
          <>
            {T.confirmBefore}
            <strong className="survey-confirm__email">{email}</strong>
            {T.confirmAfter}
          </>
        ) : (
          T.confirmUnknown
        )}
      </p>
      <p className="survey-confirm__help">
        {T.confirmHelpBefore}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        {T.confirmHelpAfter}
      </p>
      {children}
    </div>
  );
}

/** docs/signup.md: "No email set", and where to get one. */
export function NoEmail({ signUp }: { signUp: LocalLink }) {
  const T = useSurveyTexts();
  return (
    <div className="survey-empty" role="status">
      <p className="survey-empty__title">{T.noEmail}</p>
      <p>
        {T.noEmailHelp} <a {...signUp}>{T.signUp}</a>
      </p>
    </div>
  );
}
