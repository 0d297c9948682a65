import { useId } from "react";
import { COPY_CONFIRMATION_MS } from "../copy/constants.ts";

/**
 * Code with a bar naming its language and a Copy button. The button is a progressive
 * enhancement of the site script (client/enhance/copy.ts), hidden until it runs: no React
 * on the page. `copyLabel` names what is copied for screen readers ("Copy code").
 */
export function CodeFigure({
  label,
  code,
  copyLabel = "Copy code",
}: {
  /** What the bar says: the language, or a request line. */
  label: string;
  code: string;
  copyLabel?: string;
}) {
  const codeId = useId();
  return (
    <figure className="code-snippet__figure">
      <figcaption className="code-snippet__bar">
        <span className="code-snippet__language">{label}</span>
        <span className="copy-button">
          <button
            type="button"
            className="copy-button__button"
            data-copy-target={codeId}
            data-copy-label="Copy"
            data-copy-ms={COPY_CONFIRMATION_MS}
            aria-label={copyLabel}
            hidden
          >
            <svg
              className="copy-button__icon"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              data-icon="copy"
            >
              <path d="M8 8h12v12H8z M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
            </svg>
            <span data-copy-text="">Copy</span>
          </button>
          <span className="visually-hidden" role="status" data-copy-status="" />
        </span>
      </figcaption>
      <pre className="code-snippet__code" tabIndex={0}>
        <code id={codeId}>{code}</code>
      </pre>
    </figure>
  );
}
