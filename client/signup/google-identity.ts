import { decodeJwt } from "jose";
import { SIGN_UP_MESSAGES } from "./messages.ts";

/**
 * Google Identity Services on the sign-up page: its script is loaded by this page only (the
 * CSP allows its host there only, client/signup/settings.ts), when the visitor is on the
 * page to sign up. The script is needed for the sign-in the visitor asks for, so it is
 * strictly necessary and not behind the consent banner (docs/signup.md). A failure is
 * logged as "Google SSO initialization failed" (docs/signup.md) and the button stays away.
 */

/** What the page uses of `google.accounts.id`. */
interface GoogleId {
  initialize(options: {
    client_id: string;
    callback(response: { credential?: string }): void;
    ux_mode?: "popup";
    context?: "signup";
    itp_support?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: "standard";
      theme: "outline";
      size: "large";
      text: "signup_with";
      shape: "pill";
      logo_alignment: "left";
      width?: number;
      /** The button's language (docs/languages.md: the page's). */
      locale?: string;
      click_listener?: () => void;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

let loading: Promise<GoogleId> | null = null;
let initializedFor: string | null = null;
/** The page's current handler of a credential: the script is initialized once, buttons come and go. */
let onCredential: (credential: string) => void = () => {};

function loadScript(url: string): Promise<GoogleId> {
  return new Promise((resolve, reject) => {
    const ready = window.google?.accounts?.id;
    if (ready) return resolve(ready);
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error(`${url} loaded without google.accounts.id`));
    };
    script.onerror = () => reject(new Error(`${url} did not load`));
    document.head.append(script);
  });
}

/**
 * Draws Google's "Sign up with Google" button in `slot`. Resolves true once it is drawn,
 * false when the script could not be loaded or set up (logged).
 */
export async function renderGoogleButton(input: {
  slot: HTMLElement;
  clientId: string;
  scriptUrl: string;
  /** The page's language: Google draws its button in it. */
  locale: string;
  onClick(): void;
  onCredential(credential: string): void;
}): Promise<boolean> {
  onCredential = input.onCredential;
  try {
    loading ??= loadScript(input.scriptUrl);
    const id = await loading;
    if (initializedFor !== input.clientId) {
      id.initialize({
        client_id: input.clientId,
        callback: (response) => {
          if (response.credential) onCredential(response.credential);
        },
        ux_mode: "popup",
        context: "signup",
        itp_support: true,
      });
      initializedFor = input.clientId;
    }
    // Google's button is 200 to 400 px wide; it takes the slot's width within that.
    const width = Math.max(200, Math.min(400, Math.floor(input.slot.clientWidth || 320)));
    id.renderButton(input.slot, {
      type: "standard",
      theme: "outline",
      size: "large",
      text: "signup_with",
      shape: "pill",
      logo_alignment: "left",
      width,
      locale: input.locale,
      click_listener: input.onClick,
    });
    return true;
  } catch (error) {
    loading = null;
    console.error(SIGN_UP_MESSAGES.googleInitFailed, error);
    return false;
  }
}

/** Who a Google credential (an ID token) names, to show whose account is signing up; not verified here. */
export function googleIdentity(credential: string): { email: string | null; name: string | null } {
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
  try {
    const claims = decodeJwt(credential);
    return { email: text(claims.email), name: text(claims.name) };
  } catch {
    return { email: null, name: null };
  }
}
