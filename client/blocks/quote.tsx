import * as v from "valibot";
import { Section } from "../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "./define-block.ts";

const entries = {
  quote: requiredText("quote"),
  author: requiredText("author"),
  authorJob: v.optional(v.string()),
};

function Quote(props: PropsOf<typeof entries>) {
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

export const quoteBlock = defineBlock({
  type: "quote",
  label: "Quote",
  description: "A quotation with its author and the author's job.",
  entries,
  Component: Quote,
  sample: {
    quote: "Our couriers stopped calling customers to ask where the door was.",
    author: "Ines Carvalho",
    authorJob: "Head of Operations, Rota Express",
  },
});
