import { pushEvent } from "../analytics/events.ts";
import type { SsoChoice } from "./form-state.ts";
import { GITHUB_STATE_KEY, githubAuthorizeUrl, githubRedirectUri, newState } from "./github.ts";
import { googleIdentity } from "./google-identity.ts";
import type { SignUpSettings } from "./settings.ts";
import { storageOf } from "./storage.ts";

/** docs/signup.md signup_failed: the provider, the path and why. */
export function reportFailure(sso: SsoChoice, outcome: { errorType: string; message: string }): void {
  pushEvent({
    event: "signup_failed",
    provider: sso?.provider ?? "email",
    type: sso ? "sso" : "email",
    error_type: outcome.errorType,
    error_message: outcome.message,
  });
}

/** The single sign-on choice a Google credential makes (who it names, shown above the form). */
export function googleChoice(credential: string): Extract<SsoChoice, { provider: "google" }> {
  const who = googleIdentity(credential);
  return { provider: "google", credential, email: who.email, name: who.name };
}

/** Google's own button was pressed (its click listener). */
export function reportGoogleClick(): void {
  pushEvent({ event: "ui_signup_sso_click", provider: "google" });
}

/**
 * GitHub stays a plain redirect (docs/signup.md): to its authorize page with scope user, no
 * sign-up there, a state kept in this tab, and back to the sign-up page with source=github.
 */
export function startGithub(github: NonNullable<SignUpSettings["github"]>, signUpPath: string): void {
  pushEvent({ event: "ui_signup_sso_click", provider: "github" });
  const state = newState();
  storageOf("session")?.setItem(GITHUB_STATE_KEY, state);
  window.location.assign(
    githubAuthorizeUrl({
      authorizeUrl: github.authorizeUrl,
      clientId: github.clientId,
      redirectUri: githubRedirectUri(window.location.origin, signUpPath),
      state,
      base: window.location.href,
    }),
  );
}
