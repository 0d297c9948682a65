import type { SignUpSettings } from "../../client/signup/settings.ts";

/**
 * The account-creation endpoint (docs/signup.md, "Account creation"), as the sign-up proxy
 * calls it: one POST of the docs/signup.md payload as JSON. Two implementations: the remote
 * service at ACCOUNTS_API_URL (production), and the embedded stand-in of the local entry
 * (worker/local/accounts/), which production cannot reach.
 */
export interface AccountsService {
  /** Posts the payload; the answer is the service's own (status and body). Aborted by `signal`. */
  create(
    payload: Record<string, unknown>,
    init: { signal: AbortSignal; headers: Record<string, string> },
  ): Promise<Response>;
}

/**
 * What the local entry adds when ACCOUNTS_API_URL is unset: the embedded accounts service,
 * and the local stand-ins of Google's script and GitHub's authorize page that give it
 * credentials it can check, offline.
 */
export interface EmbeddedAccounts {
  service(env: object): AccountsService;
  sso: { google: NonNullable<SignUpSettings["google"]>; github: NonNullable<SignUpSettings["github"]> };
  /** Where single sign-on ends locally: a stand-in of the console that checks the tokens (CONSOLE_URL is not reachable offline). */
  consoleUrl: string;
}

/** The remote accounts service: a POST to ACCOUNTS_API_URL, with ACCOUNTS_API_KEY as a bearer token when set. */
export function remoteAccounts(url: URL, apiKey: string | null): AccountsService {
  return {
    create(payload, init) {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        accept: "application/json",
        ...init.headers,
      };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      return fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify(payload),
        redirect: "manual",
        signal: init.signal,
      });
    },
  };
}

/**
 * ACCOUNTS_API_URL, checked: https (plain http only to localhost, for a service on the
 * developer's machine), or null when unset. A bad value throws: a deploy with a broken
 * address fails loudly at the first sign-up instead of sending passwords in clear.
 */
export function accountsUrl(value: string | undefined): URL | null {
  const text = value?.trim();
  if (!text) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  const local = url?.protocol === "http:" && (url.hostname === "localhost" || url.hostname === "127.0.0.1");
  if (!url || (url.protocol !== "https:" && !local)) throw new Error("ACCOUNTS_API_URL must be an https URL");
  return url;
}

/** The deadline of one call to the accounts service: under the page's 7 s, so the page hears why. */
export const DEFAULT_ACCOUNTS_TIMEOUT_MS = 6_000;

export function accountsTimeoutMs(value: string | undefined): number {
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 && ms <= 30_000 ? ms : DEFAULT_ACCOUNTS_TIMEOUT_MS;
}
