import { useEffect, useState } from "react";
import { COPY_CONFIRMATION_MS } from "./constants.ts";

export { COPY_CONFIRMATION_MS };

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** Visible label; also names what is copied for screen readers. */
  label?: string;
  /** What is copied, for the accessible name, e.g. "code". */
  subject?: string;
}

type CopyState = { kind: "idle" } | { kind: "copied" | "failed"; at: number };

function CopyIcon() {
  return (
    <svg className="copy-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className="copy-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="check">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** A button that copies `text` to the clipboard and confirms with a check icon for 4 s. */
export default function CopyButton({ text, label = "Copy", subject }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>({ kind: "idle" });

  useEffect(() => {
    if (state.kind === "idle") return;
    const timer = setTimeout(() => setState({ kind: "idle" }), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState({ kind: "copied", at: Date.now() });
    } catch (error) {
      console.error("Copy to clipboard failed", error);
      setState({ kind: "failed", at: Date.now() });
    }
  }

  const visible = state.kind === "copied" ? "Copied" : state.kind === "failed" ? "Copy failed" : label;
  return (
    <span className="copy-button">
      <button
        type="button"
        className="copy-button__button"
        data-state={state.kind}
        aria-label={subject ? `${label} ${subject}` : undefined}
        onClick={copy}
      >
        {state.kind === "copied" ? <CheckIcon /> : <CopyIcon />}
        <span>{visible}</span>
      </button>
      <span className="visually-hidden" role="status">
        {state.kind === "copied"
          ? "Copied to the clipboard"
          : state.kind === "failed"
            ? "Could not copy to the clipboard"
            : ""}
      </span>
    </span>
  );
}
