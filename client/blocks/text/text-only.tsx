import * as v from "valibot";
import { RichText } from "../../rich-text/rich-text.tsx";
import { richText } from "../../rich-text/schema.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, type PropsOf } from "../define-block.ts";
import { ctaField } from "../fields/cta.ts";
import { CtaLink } from "../media/cta-link.tsx";

/**
 * Text only: a title, a subtitle, rich text and an optional call to action, centred in a
 * reading column. (The plain `text` block is the long-article variant.)
 */
const entries = {
  title: v.optional(v.string()),
  subtitle: v.optional(v.string()),
  text: richText,
  cta: v.optional(ctaField),
};

function TextOnly(props: PropsOf<typeof entries>) {
  const { title, subtitle, text, cta } = props;
  return (
    <Section common={props} className="text-only">
      <div className="container container--narrow">
        {title ? (
          <Heading level={1} className="text-only__title">
            {title}
          </Heading>
        ) : null}
        {subtitle ? <p className="text-only__subtitle">{subtitle}</p> : null}
        <div className="prose">
          <RichText value={text} />
        </div>
        {cta ? (
          <p className="text-only__action">
            <CtaLink cta={cta} className="button button--primary" />
          </p>
        ) : null}
      </div>
    </Section>
  );
}

export const textOnlyBlock = defineBlock({
  type: "textOnly",
  label: "Text only",
  description: "A centred title, subtitle and text, with an optional call to action.",
  group: "Text",
  entries,
  Component: TextOnly,
  sample: {
    title: "One key, every location API",
    subtitle: "Start free, grow without switching providers",
    text: [
      {
        p: "The same key calls address autocomplete, geocoding, maps and geolocation. Usage is counted per request, in one bill.",
      },
      {
        p: [
          "Read the ",
          { a: "/pricing", text: "pricing" },
          " or the ",
          { a: "/products/localities", text: "Localities documentation" },
          ".",
        ],
      },
    ],
    cta: { link: "/contact?originfunnel=signup", label: "Create a free account", gaid: "text-only-signup" },
  },
});
