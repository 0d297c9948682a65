import { useId } from "react";
import * as v from "valibot";
import { COPY_CONFIRMATION_MS } from "../copy/constants.ts";
import { copyWords } from "../copy/copy-words.ts";
import { usePageContext } from "../page-context.ts";
import { inline } from "../rich-text/schema.ts";
import { BlockTitle } from "../sections/block-title.tsx";
import { Section } from "../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "./define-block.ts";

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  language: v.picklist(["bash", "javascript", "typescript", "json", "html"]),
  code: requiredText("code"),
};

/**
 * Code with its language and a Copy button. The button is a progressive enhancement of the
 * site script (client/enhance/copy.ts), hidden until it runs: no React on the page.
 */
function CodeSnippet(props: PropsOf<typeof entries>) {
  const { title, intro, language, code } = props;
  const codeId = useId();
  const words = copyWords(usePageContext().language);
  return (
    <Section common={props} className="code-snippet">
      <div className="container container--narrow">
        <BlockTitle title={title} intro={intro} />
        <figure className="code-snippet__figure">
          <figcaption className="code-snippet__bar">
            <span className="code-snippet__language">{language}</span>
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
                aria-label={words.name}
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
      </div>
    </Section>
  );
}

export const codeSnippetBlock = defineBlock({
  type: "codeSnippet",
  label: "Code snippet",
  description: "Code with its language and a Copy button.",
  group: "Text",
  entries,
  Component: CodeSnippet,
  sample: {
    title: "Try it",
    language: "bash",
    code: "curl -G https://api.locus.example/localities/autocomplete \\\n  --data-urlencode 'input=10 Downing' \\\n  --data-urlencode 'key=YOUR_KEY'",
  },
});
