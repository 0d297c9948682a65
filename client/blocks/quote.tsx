import { Section } from "../sections/section.tsx";
import type { BlockProps } from "./schemas.ts";

export function Quote(props: BlockProps<"quote">) {
  return (
    <Section common={props} className="quote">
      <figure className="container container--narrow quote__figure">
        <blockquote className="quote__text">
          <p>{props.quote}</p>
        </blockquote>
        <figcaption className="quote__author">
          <strong>{props.author}</strong>
          {props.authorJob ? <span>, {props.authorJob}</span> : null}
        </figcaption>
      </figure>
    </Section>
  );
}
