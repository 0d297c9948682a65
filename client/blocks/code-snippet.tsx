import * as v from "valibot";
import { Island } from "../islands/island.tsx";
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

function CodeSnippet(props: PropsOf<typeof entries>) {
  const { title, intro, language, code } = props;
  return (
    <Section common={props} className="code-snippet">
      <div className="container container--narrow">
        <BlockTitle title={title} intro={intro} />
        <figure className="code-snippet__figure">
          <figcaption className="code-snippet__bar">
            <span className="code-snippet__language">{language}</span>
            <Island name="copy-button" props={{ text: code, label: "Copy", subject: "code" }} />
          </figcaption>
          <pre className="code-snippet__code" tabIndex={0}>
            <code>{code}</code>
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
  entries,
  Component: CodeSnippet,
  islands: () => ["copy-button"],
  sample: {
    title: "Try it",
    language: "bash",
    code: "curl -G https://api.locus.example/localities/autocomplete \\\n  --data-urlencode 'input=10 Downing' \\\n  --data-urlencode 'key=YOUR_KEY'",
  },
});
