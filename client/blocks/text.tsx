import * as v from "valibot";
import { richText } from "../rich-text/schema.ts";
import { RichText } from "../rich-text/rich-text.tsx";
import { Heading, Section } from "../sections/section.tsx";
import { defineBlock, type PropsOf } from "./define-block.ts";

const entries = {
  title: v.optional(v.string()),
  body: richText,
};

function TextBlock(props: PropsOf<typeof entries>) {
  return (
    <Section common={props} className="text-block">
      <div className="container container--narrow prose">
        {props.title ? <Heading level={1}>{props.title}</Heading> : null}
        <RichText value={props.body} />
      </div>
    </Section>
  );
}

export const textBlock = defineBlock({
  type: "text",
  label: "Text",
  description: "A title and rich text: paragraphs, headings, lists and links.",
  group: "Text",
  entries,
  Component: TextBlock,
  sample: {
    title: "Why addresses go wrong",
    body: [
      { p: "Most failed deliveries start at the checkout, with a street typed from memory." },
      { h: 2, text: "Three common mistakes" },
      { ul: ["A missing flat number", "A postcode from the old address", "A town spelled as it sounds"] },
    ],
  },
});
