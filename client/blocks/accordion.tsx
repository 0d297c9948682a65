import * as v from "valibot";
import { inline, richText } from "../rich-text/schema.ts";
import { RichText } from "../rich-text/rich-text.tsx";
import { BlockTitle } from "../sections/block-title.tsx";
import { Heading, Section } from "../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "./define-block.ts";

/** Accordion of FAQ items (0 to 100); its items also become FAQPage structured data. */
const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  items: v.pipe(
    v.array(v.strictObject({ title: requiredText("title"), content: richText })),
    v.maxLength(100, "at most 100 accordion items"),
  ),
};

/**
 * FAQ items as native <details>: closed by default, toggled by click or keyboard with no
 * JavaScript; the caret turns from bottom to top when open (CSS).
 */
function Accordion(props: PropsOf<typeof entries>) {
  const { title, intro, items } = props;
  return (
    <Section common={props} className="accordion">
      <div className="container container--narrow">
        <BlockTitle title={title} intro={intro} introClassName="accordion__intro" />
        <div className="accordion__items">
          {items.map((item) => (
            <details key={item.title} className="accordion__item">
              <summary className="accordion__summary">
                <Heading level={2} className="accordion__title">
                  {item.title}
                </Heading>
                <svg className="accordion__caret" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 9.5l6 6 6-6" />
                </svg>
              </summary>
              <div className="accordion__content prose">
                <RichText value={item.content} />
              </div>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}

export const accordionBlock = defineBlock({
  type: "accordion",
  label: "Accordion",
  description: "Questions and answers that open one by one; they also become FAQ data for search engines.",
  group: "Text",
  entries,
  Component: Accordion,
  sample: {
    title: "Frequently asked questions",
    items: [
      {
        title: "Is there a free plan?",
        content: [{ p: "Yes: up to 10,000 API requests a month, with no credit card." }],
      },
      { title: "Which countries are covered?", content: [{ p: "Every country and territory with a postal system." }] },
    ],
  },
});
