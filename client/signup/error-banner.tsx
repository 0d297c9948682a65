import { forwardRef } from "react";
import { useSignUpTexts } from "./texts.ts";
import type { Failure } from "./use-sign-up.ts";

/**
 * docs/signup.md: the general message of a failed sign-up, or, when nothing readable came
 * back, the generic fallback with the support address as a link. Announced when it appears.
 */
export const ErrorBanner = forwardRef<HTMLDivElement, { failure: Failure; supportEmail: string }>(function ErrorBanner(
  { failure, supportEmail },
  ref,
) {
  const texts = useSignUpTexts();
  return (
    <div className="signup-banner" role="alert" tabIndex={-1} ref={ref}>
      <svg className="signup-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" />
        <path d="M12 7.5v5.5M12 16.5v.01" />
      </svg>
      <div>
        <p className="signup-banner__title">{texts.errorTitle}</p>
        {failure.generic ? (
          <p className="signup-banner__message">
            {texts.messages.genericBefore} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        ) : (
          <p className="signup-banner__message">{failure.message}</p>
        )}
      </div>
    </div>
  );
});
