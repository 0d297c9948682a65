import { chooseError, inputErrors, type InputField } from "./error-chooser.ts";
import { postJson, PostError } from "./post-json.ts";
import type { SignUpRequestInput } from "./schema.ts";
import type { SignUpTexts } from "./texts.ts";

/** This site's sign-up proxy (worker/signup/routes.ts). */
export const SIGN_UP_ENDPOINT = "/api/signup";
/** docs/signup.md: the fake loading time outside production. */
export const FAKE_LOADING_MS = 2_000;

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export type CreateOutcome =
  | { ok: true; tokens: Tokens | null }
  | {
      ok: false;
      /** The banner's message (docs/signup.md), or "Unknown error" when `generic`. */
      message: string;
      /** Nothing readable came back: the banner shows the generic fallback with the support address. */
      generic: boolean;
      /** Messages for the inputs (docs/signup.md: field errors show on the matching input). */
      fields: Partial<Record<InputField, string>>;
      /** signup_failed's error_type: field, api, unknown, timeout or network. */
      errorType: "field" | "api" | "unknown" | "timeout" | "network";
    };

function tokensOf(body: unknown): Tokens | null {
  if (typeof body !== "object" || body === null) return null;
  const { access_token: access, refresh_token: refresh } = body as Record<string, unknown>;
  return typeof access === "string" && access && typeof refresh === "string" && refresh
    ? { access_token: access, refresh_token: refresh }
    : null;
}

/** What a failed post means for the page. */
export function failureOf(error: unknown, texts: SignUpTexts): Extract<CreateOutcome, { ok: false }> {
  if (error instanceof PostError && error.kind === "timeout")
    return { ok: false, message: texts.timeout, generic: false, fields: {}, errorType: "timeout" };
  if (error instanceof PostError && error.kind === "network")
    return { ok: false, message: texts.network, generic: false, fields: {}, errorType: "network" };
  const body = error instanceof PostError ? error.body : null;
  const chosen = chooseError(body);
  const errorType = chosen.source === "unknown" ? "unknown" : chosen.source === "field" ? "field" : "api";
  return {
    ok: false,
    message: chosen.message,
    generic: chosen.source === "unknown",
    fields: inputErrors(body),
    errorType,
  };
}

/**
 * Posts the sign-up to the Worker. Outside production the loading state lasts at least
 * FAKE_LOADING_MS (docs/signup.md), so that it can be seen and tested against the embedded service,
 * which answers at once.
 */
export async function createAccount(
  request: SignUpRequestInput,
  options: { production: boolean; texts: SignUpTexts },
): Promise<CreateOutcome> {
  const minimum = new Promise((resolve) => setTimeout(resolve, options.production ? 0 : FAKE_LOADING_MS));
  const [outcome] = await Promise.all([
    postJson(SIGN_UP_ENDPOINT, request).then(
      ({ body }): CreateOutcome => ({ ok: true, tokens: tokensOf(body) }),
      (error: unknown) => failureOf(error, options.texts),
    ),
    minimum,
  ]);
  return outcome;
}

/** The console address with the tokens (docs/signup.md). */
export function consoleUrlWithTokens(consoleUrl: string, tokens: Tokens, base: string): string {
  const url = new URL(consoleUrl, base);
  url.searchParams.set("access_token", tokens.access_token);
  url.searchParams.set("refresh_token", tokens.refresh_token);
  return url.href;
}
