import type { Context } from "hono";
import { GITHUB_AUTHORIZE_URL, GOOGLE_SCRIPT_URL, type SignUpSettings } from "../../client/signup/settings.ts";
import type { AppEnv } from "../bindings.ts";

/**
 * The sign-up page's settings for this deployment: with the embedded accounts service (local
 * runs without ACCOUNTS_API_URL), its Google and GitHub stand-ins, whose credentials it
 * checks, and its console stand-in as the end of single sign-on; otherwise Google when GOOGLE_CLIENT_ID is set and GitHub when GITHUB_CLIENT_ID is.
 */
export function signUpSettings(c: Context<AppEnv>): SignUpSettings {
  const consoleUrl = c.env.CONSOLE_URL;
  const production = !c.var.localRun;
  const embedded = c.var.embeddedAccounts;
  if (embedded)
    return { google: embedded.sso.google, github: embedded.sso.github, consoleUrl: embedded.consoleUrl, production };
  const google = c.env.GOOGLE_CLIENT_ID?.trim();
  const github = c.env.GITHUB_CLIENT_ID?.trim();
  return {
    google: google ? { clientId: google, scriptUrl: GOOGLE_SCRIPT_URL } : null,
    github: github ? { clientId: github, authorizeUrl: GITHUB_AUTHORIZE_URL } : null,
    consoleUrl,
    production,
  };
}
