import { pushEvent, readUtm } from "../analytics/events.ts";
import { accountFromToken } from "./access-token.ts";
import { consoleUrlWithTokens, createAccount, type CreateOutcome } from "./create-account.ts";
import { normalizeEmail, signUpRequest, type SignUpForm, type SsoChoice } from "./form-state.ts";
import { SIGN_UP_MESSAGES } from "./messages.ts";
import type { SignUpSettings } from "./settings.ts";
import { keepEmail, readUseCases, storageOf } from "./storage.ts";

export type Failed = Extract<CreateOutcome, { ok: false }>;

export interface SignUpUrls {
  /** This page, where GitHub sends the visitor back. */
  signUp: string;
  /** Where an email sign-up goes (docs/signup.md). */
  finished: string;
}

/**
 * Creates the account (docs/signup.md) and, on success, leaves the page: an email sign-up to
 * the finished page, single sign-on to the console with the tokens, each with its analytics
 * events. Resolves with the failure when there is one (the page stays).
 */
export async function submitSignUp(input: {
  mode: "email" | "sso";
  form: SignUpForm;
  sso: SsoChoice;
  settings: SignUpSettings;
  urls: SignUpUrls;
}): Promise<Failed | null> {
  const { mode, form, sso } = input;
  const request = signUpRequest({ mode, form, sso, utm: readUtm(), useCases: readUseCases(storageOf("local")) });
  const outcome = await createAccount(request, { production: input.settings.production });
  if (!outcome.ok) return outcome;
  if (mode === "email") {
    pushEvent({ event: "signup_success", sso: false, provider: "email" });
    pushEvent({ event: "signup_pending" });
    keepEmail(storageOf("session"), normalizeEmail(form.email));
    window.location.assign(input.urls.finished);
    return null;
  }
  if (!outcome.tokens)
    return { ok: false, message: SIGN_UP_MESSAGES.unknown, generic: true, fields: {}, errorType: "unknown" };
  const account = accountFromToken(outcome.tokens.access_token);
  pushEvent({
    event: "signup_success",
    sso: true,
    provider: sso?.provider ?? "google",
    ...(account?.pk ? { user_id: account.pk } : {}),
  });
  window.location.assign(consoleUrlWithTokens(input.settings.consoleUrl, outcome.tokens, window.location.href));
  return null;
}
