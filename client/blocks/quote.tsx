import * as v from "valibot";
import { Section } from "../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "./define-block.ts";
import { imageField } from "./fields/image.ts";
import { Img } from "./media/img.tsx";

/** docs/section-library.md: quote, author, authorJob, authorImage. */
const entries = {
  quote: requiredText("quote"),
  author: requiredText("author"),
  authorJob: v.optional(v.string()),
  authorImage: v.optional(imageField),
};

function Quote(props: PropsOf<typeof entries>) {
  return (
    <Section common={props} className="quote">
      <figure className="container container--narrow quote__figure">
        <blockquote className="quote__text">
          <p>{props.quote}</p>
        </blockquote>
        <figcaption className="quote__author">
          {props.authorImage ? <Img image={props.authorImage} className="quote__portrait" /> : null}
          <span>
            <strong>{props.author}</strong>
            {props.authorJob ? <span>, {props.authorJob}</span> : null}
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}

export const quoteBlock = defineBlock({
  type: "quote",
  label: "Quote",
  description: "A quotation with its author, the author's job and portrait.",
  group: "Quotes and testimonials",
  entries,
  Component: Quote,
  sample: {
    quote: "Our couriers stopped calling customers to ask where the door was.",
    author: "Jana Wittig",
    authorJob: "Head of logistics, Holzwerk Home",
  },
});
