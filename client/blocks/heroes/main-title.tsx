import * as v from "valibot";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { anchorId } from "../../sections/anchor-id.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";

/**
 * A page's main title with a subtitle and a line of text. The anchors give the title and
 * subtitle element ids (docs/section-library.md rule), so that other pages can link to them.
 */
const entries = {
  title: requiredText("title"),
  subtitle: v.optional(v.string()),
  text: v.optional(inline),
  titleAnchor: v.optional(v.string()),
  subtitleAnchor: v.optional(v.string()),
  align: v.optional(v.picklist(["left", "center"], "align must be left or center"), "center"),
};

function MainTitle(props: PropsOf<typeof entries>) {
  const { title, subtitle, text, titleAnchor, subtitleAnchor, align } = props;
  return (
    <Section common={props} className={`main-title main-title--${align}`}>
      <div className="container container--narrow">
        <Heading level={1} className="main-title__title" id={titleAnchor ? anchorId(titleAnchor) : undefined}>
          {title}
        </Heading>
        {subtitle ? (
          <p className="main-title__subtitle" id={subtitleAnchor ? anchorId(subtitleAnchor) : undefined}>
            {subtitle}
          </p>
        ) : null}
        {text ? (
          <p className="main-title__text">
            <InlineText value={text} />
          </p>
        ) : null}
      </div>
    </Section>
  );
}

export const mainTitleBlock = defineBlock({
  type: "mainTitle",
  label: "Main title",
  description: "A page title with a subtitle and a line of text, with anchors other pages can link to.",
  group: "Heroes and titles",
  entries,
  Component: MainTitle,
  sample: {
    title: "Customer stories",
    subtitle: "How teams ship location features with Locus",
    text: "From bakery chains to city bike schemes: what they built, and what changed.",
    titleAnchor: "stories",
  },
});
