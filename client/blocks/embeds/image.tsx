import * as v from "valibot";
import { Section } from "../../sections/section.tsx";
import { defineBlock, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { Img } from "../media/img.tsx";

/** The widths an image may be limited to, as a share of the content column (docs/section-library.md: 100% by default). */
export const IMAGE_MAX_WIDTHS = ["100%", "75%", "66%", "50%", "33%", "25%"] as const;

/** docs/section-library.md: maxWidthImage and center. */
const entries = {
  image: imageField,
  maxWidthImage: v.optional(
    v.picklist(IMAGE_MAX_WIDTHS, `maxWidthImage must be one of ${IMAGE_MAX_WIDTHS.join(", ")}`),
    "100%",
  ),
  center: v.optional(v.boolean(), false),
  caption: v.optional(v.string()),
};

function ImageBlock(props: PropsOf<typeof entries>) {
  const { image, maxWidthImage, center, caption } = props;
  const classes = ["image-block__figure", `image-block__figure--w${maxWidthImage.replace("%", "")}`];
  if (center) classes.push("image-block__figure--center");
  return (
    <Section common={props} className="image-block">
      <div className="container">
        <figure className={classes.join(" ")}>
          <Img image={image} className="image-block__image" />
          {caption ? <figcaption className="image-block__caption">{caption}</figcaption> : null}
        </figure>
      </div>
    </Section>
  );
}

export const imageBlock = defineBlock({
  type: "image",
  label: "Image",
  description: "One image, limited to a share of the column (100% by default), optionally centred.",
  group: "Media and embeds",
  entries,
  Component: ImageBlock,
  sample: {
    image: {
      src: "/images/illustrations/indoor.svg",
      alt: "A floor plan with a dotted path from the entrance to a pin by the back shelves",
      width: 640,
      height: 400,
    },
    maxWidthImage: "66%",
    center: true,
    caption: "Indoor maps guide visitors from the door to the shelf.",
  },
});
