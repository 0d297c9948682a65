import { useCallback, useEffect, useRef, useState } from "react";
import { renderGoogleButton } from "./google-identity.ts";
import type { SignUpSettings } from "./settings.ts";
import { SIGN_UP_TEXTS as T } from "./texts.ts";

type Phase = "idle" | "loading" | "ready" | "failed";

/** Google's four-colour G, as its sign-in guidelines ask on a "Continue with Google" button. */
function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.8 6.1C12.3 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.4 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.3.8-4.7l-7.8-6.1C1 16.5 0 20.1 0 24s1 7.5 2.6 10.8l7.8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.2-8.5 2.2-6.3 0-11.7-4.1-13.6-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/** The first control Google drew in the slot (its button, or the frame that holds it). */
function googleControl(slot: HTMLElement | null): HTMLElement | null {
  return slot?.querySelector<HTMLElement>('button, [role="button"], iframe') ?? null;
}

/**
 * Google's script on intent: `load` draws Google's button in `slot` once (the pointer or the
 * focus reaching `area` calls it); `press` does the same and asks for the hand-over (the
 * focus moves to Google's button once it is drawn, as it does when Locus's button had it).
 */
function useGoogleOnIntent(props: {
  google: NonNullable<SignUpSettings["google"]>;
  onClick(): void;
  onCredential(credential: string): void;
}) {
  const area = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [pressed, setPressed] = useState(false);
  const started = useRef(false);
  const handOver = useRef(false);
  const handlers = useRef(props);
  handlers.current = props;
  const { clientId, scriptUrl } = props.google;

  const load = useCallback(() => {
    if (started.current || !slot.current) return;
    started.current = true;
    setPhase("loading");
    void renderGoogleButton({
      slot: slot.current,
      clientId,
      scriptUrl,
      onClick: () => handlers.current.onClick(),
      onCredential: (credential) => handlers.current.onCredential(credential),
    }).then((drawn) => {
      // Locus's button is about to go: its focus (keyboard) or its press moves to Google's button.
      const focused = area.current?.contains(document.activeElement) ?? false;
      setPhase(drawn ? "ready" : "failed");
      if (drawn && (handOver.current || focused)) googleControl(slot.current)?.focus();
    });
  }, [clientId, scriptUrl]);

  // Intent: the pointer on the area or the focus in it (listened to natively: the area is no control).
  useEffect(() => {
    const element = area.current;
    element?.addEventListener("pointerenter", load);
    element?.addEventListener("focusin", load);
    return () => {
      element?.removeEventListener("pointerenter", load);
      element?.removeEventListener("focusin", load);
    };
  }, [load]);

  function press() {
    handOver.current = true;
    setPressed(true);
    load();
  }
  return { area, slot, phase, pressed, press };
}

/**
 * Sign in with Google, loaded on intent (docs/signup.md, "Google on intent"): nothing of
 * Google's is requested while the visitor has not shown they want Google. The pointer moving
 * onto this area, or the keyboard focus reaching it, loads Google's script and draws Google's
 * own button in place of Locus's "Continue with Google"; a press of Locus's button before
 * that does the same and then hands over to Google's button (focused, with a note), so at
 * most one extra press. Google's button opens its sign-in; its credential comes back to
 * `onCredential`. GitHub, a plain redirect, needs none of this.
 */
export function GoogleSignIn(props: {
  google: NonNullable<SignUpSettings["google"]>;
  onClick(): void;
  onCredential(credential: string): void;
}) {
  const { area, slot, phase, pressed, press } = useGoogleOnIntent(props);
  return (
    <div className="signup-sso__google" data-phase={phase} data-testid="google-area" ref={area}>
      <div className="signup-sso__google-slot" ref={slot} />
      {phase === "idle" || phase === "loading" ? (
        <button type="button" className="signup-sso__google-start" aria-busy={phase === "loading"} onClick={press}>
          <GoogleLogo />
          {T.google}
        </button>
      ) : null}
      <p className="signup-sso__note" role="status">
        {phase === "failed" ? T.googleUnavailable : phase === "ready" && pressed ? T.googleHandOver : ""}
      </p>
    </div>
  );
}
