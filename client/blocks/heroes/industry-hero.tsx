import * as v from "valibot";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";
import { ctaField } from "../fields/cta.ts";
import { imageField } from "../fields/image.ts";
import { CtaLink } from "../media/cta-link.tsx";
import { Img } from "../media/img.tsx";

/** The opening of an industry page: the industry, the promise, a call to action and a picture. */
const entries = {
  industry: requiredText("industry"),
  title: requiredText("title"),
  text: v.optional(inline),
  cta: v.optional(ctaField),
  image: v.optional(imageField),
};

function IndustryHero(props: PropsOf<typeof entries>) {
  const { industry, title, text, cta, image } = props;
  return (
    <Section common={props} className="industry-hero">
      <div className="container industry-hero__grid">
        <div>
          <p className="industry-hero__industry">{industry}</p>
          <Heading level={1} className="industry-hero__title">
            {title}
          </Heading>
          {text ? (
            <p className="industry-hero__text">
              <InlineText value={text} />
            </p>
          ) : null}
          {cta ? (
            <p>
              <CtaLink cta={cta} className="button button--primary" />
            </p>
          ) : null}
        </div>
        {image ? <Img image={image} className="industry-hero__image" sizes="(min-width: 64rem) 480px, 100vw" /> : null}
      </div>
    </Section>
  );
}

export const industryHeroBlock = defineBlock({
  type: "industryHero",
  label: "Industry hero",
  description:
    "The opening of an industry page: the industry's name, the promise, a call to action and an illustration.",
  group: "Stories and industries",
  entries,
  Component: IndustryHero,
  sample: {
    industry: "Last-mile delivery",
    title: "Fewer failed drops, shorter rounds",
    text: "Capture a deliverable address at checkout and give every driver the door, not the street.",
    cta: { link: "/contact", label: "Talk to a delivery expert", gaid: "industry-hero-contact" },
    image: {
      src: "/images/illustrations/delivery.svg",
      alt: "A delivery van on a route across a street map, ending at a green pin",
      width: 640,
      height: 400,
    },
  },
});
