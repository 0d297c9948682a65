import { useId } from "react";
import { COPY_CONFIRMATION_MS } from "../copy/constants.ts";
import { copyWords } from "../copy/copy-words.ts";
import { usePageContext } from "../page-context.ts";

/**
 * Code with a bar naming its language and a Copy button. The button is a progressive
 * enhancement of the site script (client/enhance/copy.ts), hidden until it runs: no React
 * on the page. `copyLabel` names what is copied for screen readers ("Copy code"); the
 * button's words are the page's language's (client/copy/copy-words.ts).
 */
export function CodeFigure({
  label,
  code,
  copyLabel,
}: {
  /** What the bar says: the language, or a request line. */
  label: string;
  code: string;
  copyLabel?: string;
}) {
  const codeId = useId();
  const words = copyWords(usePageContext().language);
  return (
    <figure className="code-snippet__figure">
      <figcaption className="code-snippet__bar">
        <span className="code-snippet__language">{label}</span>
        <span className="copy-button">
          <button
            type="button"
            className="copy-button__button"
            data-copy-target={codeId}
            data-copy-label={words.label}
            data-copy-done={words.done}
            data-copy-failed={words.failed}
            data-copy-done-status={words.doneStatus}
            data-copy-failed-status={words.failedStatus}
            data-copy-ms={COPY_CONFIRMATION_MS}
            aria-label={copyLabel ?? words.name}
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
            <span data-copy-text="">{words.label}</span>
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
