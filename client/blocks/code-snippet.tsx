import * as v from "valibot";
import { inline } from "../rich-text/schema.ts";
import { BlockTitle } from "../sections/block-title.tsx";
import { CodeFigure } from "../sections/code-figure.tsx";
import { Section } from "../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "./define-block.ts";

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  language: v.picklist(["bash", "javascript", "typescript", "json", "html"]),
  code: requiredText("code"),
};

/**
 * Code with its language and a Copy button (client/sections/code-figure.tsx): the button
 * is a progressive enhancement of the site script, hidden until it runs: no React on the page.
 */
function CodeSnippet(props: PropsOf<typeof entries>) {
  const { title, intro, language, code } = props;
  return (
    <Section common={props} className="code-snippet">
      <div className="container container--narrow">
        <BlockTitle title={title} intro={intro} />
        <CodeFigure label={language} code={code} />
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
