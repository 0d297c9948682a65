import { Island } from "../islands/island.tsx";
import { BlockTitle } from "../sections/block-title.tsx";
import { Section } from "../sections/section.tsx";
import type { BlockProps } from "./schemas.ts";

export function CodeSnippet(props: BlockProps<"codeSnippet">) {
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
