import * as v from "valibot";
import { RichText } from "../../rich-text/rich-text.tsx";
import { richText } from "../../rich-text/schema.ts";
import { paddingField } from "../../sections/common-props.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { Img } from "../media/img.tsx";

/**
 * Simple image, text and title: small pieces that editors stack inside a page. Instead of
 * a section's 80 px paddings they are spaced by margins, 0 on top and 40 below by default
 * (docs/section-library.md); their section paddings default to 0.
 */
const spacing = {
  marginTop: v.optional(paddingField, 0),
  marginBottom: v.optional(paddingField, 40),
  sectionPaddingTop: v.optional(paddingField, 0),
  sectionPaddingBottom: v.optional(paddingField, 0),
};

const marginClasses = (props: { marginTop: number; marginBottom: number }) =>
  `mt-${props.marginTop} mb-${props.marginBottom}`;

const imageEntries = { ...spacing, image: imageField, caption: v.optional(v.string()) };

function SimpleImage(props: PropsOf<typeof imageEntries>) {
  return (
    <Section common={props} className="simple">
      <figure className={`container simple__figure ${marginClasses(props)}`}>
        <Img image={props.image} className="simple__image" />
        {props.caption ? <figcaption className="simple__caption">{props.caption}</figcaption> : null}
      </figure>
    </Section>
  );
}

export const simpleImageBlock = defineBlock({
  type: "simpleImage",
  label: "Simple image",
  description: "An image with an optional caption, spaced by margins (0 above, 40 below by default).",
  group: "Media and embeds",
  entries: imageEntries,
  Component: SimpleImage,
  sample: {
    image: {
      src: "/images/illustrations/dashboard.svg",
      alt: "A usage chart rising to 1.2 million requests this month",
      width: 640,
      height: 400,
    },
    caption: "Usage in the console, per API and per day.",
  },
});

const textEntries = { ...spacing, text: richText };

function SimpleText(props: PropsOf<typeof textEntries>) {
  return (
    <Section common={props} className="simple">
      <div className={`container container--narrow prose ${marginClasses(props)}`}>
        <RichText value={props.text} />
      </div>
    </Section>
  );
}

export const simpleTextBlock = defineBlock({
  type: "simpleText",
  label: "Simple text",
  description: "Rich text with no title, spaced by margins (0 above, 40 below by default).",
  group: "Text",
  entries: textEntries,
  Component: SimpleText,
  sample: {
    text: [
      {
        p: [
          "Every plan includes the ",
          { b: "Localities" },
          ", ",
          { b: "Maps" },
          " and ",
          { b: "Geolocation" },
          " APIs, with the same limits per second.",
        ],
      },
    ],
  },
});

const titleEntries = {
  ...spacing,
  title: requiredText("title"),
  /** Level below the block's place on the page: 1 is the page's main title in a first section. */
  level: v.optional(v.picklist([1, 2, 3], "level must be 1, 2 or 3"), 1),
};

function SimpleTitle(props: PropsOf<typeof titleEntries>) {
  return (
    <Section common={props} className="simple">
      <div className={`container container--narrow ${marginClasses(props)}`}>
        <Heading level={props.level} className="simple__title">
          {props.title}
        </Heading>
      </div>
    </Section>
  );
}

export const simpleTitleBlock = defineBlock({
  type: "simpleTitle",
  label: "Simple title",
  description: "A title on its own, spaced by margins (0 above, 40 below by default).",
  group: "Text",
  entries: titleEntries,
  Component: SimpleTitle,
  sample: { title: "Included in every plan" },
});
