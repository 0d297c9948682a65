import { Island } from "../islands/island.tsx";
import { InlineText } from "../rich-text/rich-text.tsx";
import type { BlockProps } from "./schemas.ts";

export function CodeSnippet({ title, intro, language, code }: BlockProps<"codeSnippet">) {
  return (
    <section className="block code-snippet">
      <div className="container container--narrow">
        {title ? <h2>{title}</h2> : null}
        {intro ? (
          <p>
            <InlineText value={intro} />
          </p>
        ) : null}
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
    </section>
  );
}
