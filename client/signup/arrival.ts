import { useEffect } from "react";
import { normalizeEmail, type SsoChoice } from "./form-state.ts";
import { GITHUB_STATE_KEY, githubReturn, withoutGithubParams } from "./github.ts";
import { keepEmail, readEmail, storageOf } from "./storage.ts";
import { SIGN_UP_TEXTS } from "./texts.ts";

export interface ArrivalHandlers {
  /** The email the visitor brought (?email=, else the one kept in this tab). */
  email(email: string): void;
  /** GitHub sent the visitor back with a code: single sign-on mode. */
  githubCode(choice: Extract<SsoChoice, { provider: "github" }>): void;
  /** GitHub sent the visitor back without one: why, and the analytics error type. */
  githubFailed(message: string, errorType: "github_cancelled" | "github_state"): void;
}

/**
 * What the visitor arrives with on the sign-up page, read once after hydration: an email
 * (docs/signup.md: `?email=` pre-fills it), or a return from GitHub's authorize page, whose
 * parameters are then taken out of the address so a reload does not reuse a spent code.
 */
export function useArrival(handlers: ArrivalHandlers): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on arrival
  useEffect(() => {
    const session = storageOf("session");
    const queryEmail = new URLSearchParams(window.location.search).get("email");
    const email = queryEmail !== null ? normalizeEmail(queryEmail) : (readEmail(session) ?? "");
    if (email) {
      handlers.email(email);
      keepEmail(session, email);
    }
    const back = githubReturn(window.location.search, session?.getItem(GITHUB_STATE_KEY) ?? null);
    if (!back) return;
    session?.removeItem(GITHUB_STATE_KEY);
    window.history.replaceState(window.history.state, "", withoutGithubParams(window.location.href));
    if (back.kind === "code") return handlers.githubCode({ provider: "github", code: back.code });
    if (back.kind === "denied") handlers.githubFailed(SIGN_UP_TEXTS.githubDenied, "github_cancelled");
    else handlers.githubFailed(SIGN_UP_TEXTS.githubState, "github_state");
  }, []);
}
