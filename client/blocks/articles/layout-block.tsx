import * as v from "valibot";
import { RichText } from "../../rich-text/rich-text.tsx";
import { inline, richText } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { toggledFields } from "../fields/toggles.ts";
import { useLinkAttributes } from "../media/cta-link.tsx";
import { Img } from "../media/img.tsx";

/**
 * docs/section-library.md: title, text, image, isHalfWidth, the Know More and Demo toggles
 * with their links (needed while the toggle is on, docs/section-library.md) and editable labels.
 */
const blockFields = {
  title: requiredText("title"),
  text: v.optional(richText),
  image: v.optional(imageField),
  /** Half the width of a layout block's row (two side by side from tablet width). */
  isHalfWidth: v.optional(v.boolean(), false),
  withKnowMore: v.optional(v.boolean(), false),
  knowMoreLink: v.optional(v.string()),
  knowmore: v.optional(v.string(), "Know more"),
  withDemo: v.optional(v.boolean(), false),
  demoLink: v.optional(v.string()),
  demo: v.optional(v.string(), "Try the demo"),
};

const TOGGLED = [
  ["withKnowMore", "knowMoreLink"],
  ["withDemo", "demoLink"],
] as const;

const blockItem = v.pipe(v.strictObject(blockFields), toggledFields(TOGGLED));
type BlockItemValue = v.InferOutput<typeof blockItem>;

function BlockLinks({ item }: { item: BlockItemValue }) {
  const attributes = useLinkAttributes();
  if (!(item.withKnowMore && item.knowMoreLink) && !(item.withDemo && item.demoLink)) return null;
  return (
    <p className="content-block__links">
      {item.withKnowMore && item.knowMoreLink ? (
        <a className="button button--secondary" {...attributes(item.knowMoreLink)}>
          {item.knowmore}
        </a>
      ) : null}
      {item.withDemo && item.demoLink ? (
        <a className="button button--primary" {...attributes(item.demoLink)}>
          {item.demo}
        </a>
      ) : null}
    </p>
  );
}

/** One block of content: image beside the text at full width, above it at half width. */
function ContentBlock({ item, level }: { item: BlockItemValue; level: number }) {
  const width = item.isHalfWidth ? "half" : "full";
  return (
    <article className={`content-block content-block--${width}${item.image ? " content-block--with-image" : ""}`}>
      {item.image ? (
        <Img
          image={item.image}
          className="content-block__image"
          sizes={item.isHalfWidth ? "(min-width: 48rem) 50vw, 100vw" : "(min-width: 64rem) 560px, 100vw"}
        />
      ) : null}
      <div className="content-block__body">
        <Heading level={level} className="content-block__title">
          {item.title}
        </Heading>
        {item.text ? (
          <div className="prose">
            <RichText value={item.text} />
          </div>
        ) : null}
        <BlockLinks item={item} />
      </div>
    </article>
  );
}

function SingleBlock(props: PropsOf<typeof blockFields>) {
  return (
    <Section common={props} className="content-blocks">
      <div className="container">
        <ContentBlock item={props} level={1} />
      </div>
    </Section>
  );
}

export const blockBlock = defineBlock({
  type: "block",
  label: "Block",
  description: "A title, text and image with optional Know More and Demo buttons.",
  group: "Articles and cards",
  entries: blockFields,
  toggles: TOGGLED,
  Component: SingleBlock,
  sample: {
    title: "Suggestions that know the postcode",
    text: [
      { p: "Type a postcode and Localities suggests the streets inside it first, in the order people choose them." },
    ],
    image: {
      src: "/images/illustrations/checkout.svg",
      alt: "A checkout form suggesting two matching addresses after a few letters",
      width: 640,
      height: 400,
    },
    withKnowMore: true,
    knowMoreLink: "/products/localities",
    withDemo: true,
    demoLink: "/address-autocomplete",
  },
});

const layoutEntries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /** docs/section-library.md: layout blocks 0 to 50. */
  blocks: repeater(blockItem, 50, "blocks"),
};

function LayoutBlock(props: PropsOf<typeof layoutEntries>) {
  const { title, intro, blocks } = props;
  return (
    <Section common={props} className="content-blocks">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="block-intro" />
        <div className="content-blocks__grid">
          {blocks.map((item, i) => (
            <ContentBlock key={i} item={item} level={title ? 2 : 1} />
          ))}
        </div>
      </div>
    </Section>
  );
}

export const layoutBlockBlock = defineBlock({
  type: "layoutBlock",
  label: "Layout block",
  description: "A title and up to 50 blocks, full or half width.",
  group: "Articles and cards",
  entries: layoutEntries,
  Component: LayoutBlock,
  sample: {
    title: "Two ways to start",
    blocks: [
      {
        title: "Drop in the widget",
        text: [{ p: "One script tag turns any address field into autocomplete. No build step." }],
        image: { src: "/images/illustrations/checkout.svg", alt: "", decorative: true, width: 640, height: 400 },
        isHalfWidth: true,
        withKnowMore: true,
        knowMoreLink: "/products/localities",
      },
      {
        title: "Call the API",
        text: [{ p: "Full control from your server or app, with the same suggestions and details." }],
        image: { src: "/images/illustrations/dashboard.svg", alt: "", decorative: true, width: 640, height: 400 },
        isHalfWidth: true,
        withDemo: true,
        demoLink: "/geocode-lookup",
        demo: "Try a lookup",
      },
    ],
  },
});
