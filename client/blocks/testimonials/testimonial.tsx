import * as v from "valibot";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { Img } from "../media/img.tsx";
import { Stars, starsField } from "./stars.tsx";

/** One customer's words, large: the headline, the quote, who said it, their portrait and company logo. */
const entries = {
  title: v.optional(v.string()),
  quote: requiredText("quote"),
  authorName: requiredText("authorName"),
  authorPosition: v.optional(v.string()),
  authorPortrait: v.optional(imageField),
  companyLogo: v.optional(imageField),
  stars: v.optional(starsField),
};

function Testimonial(props: PropsOf<typeof entries>) {
  const { title, quote, authorName, authorPosition, authorPortrait, companyLogo, stars } = props;
  return (
    <Section common={props} className="testimonial">
      <div className="container container--narrow">
        {title ? (
          <Heading level={1} className="testimonial__title">
            {title}
          </Heading>
        ) : null}
        <figure className="testimonial__figure">
          {stars !== undefined ? <Stars count={stars} /> : null}
          <blockquote className="testimonial__quote">
            <p>{quote}</p>
          </blockquote>
          <figcaption className="testimonial__author">
            {authorPortrait ? <Img image={authorPortrait} className="testimonial__portrait" /> : null}
            <span>
              <strong>{authorName}</strong>
              {authorPosition ? <span className="testimonial__position">{authorPosition}</span> : null}
            </span>
            {companyLogo ? <Img image={companyLogo} className="testimonial__logo" /> : null}
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}

export const testimonialBlock = defineBlock({
  type: "testimonial",
  label: "Testimonial",
  description: "One customer's words, large, with their name, position, portrait and company logo.",
  group: "Quotes and testimonials",
  entries,
  Component: Testimonial,
  sample: {
    quote:
      "We replaced three address forms with one field. Failed deliveries in our first region fell by a third within two months.",
    authorName: "Malik Traoré",
    authorPosition: "Co-founder and head of operations, Roule Colis",
    companyLogo: { src: "/images/customers/roule-colis.svg", alt: "Roule Colis", width: 315, height: 56 },
  },
});
