import * as v from "valibot";
import { inline } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { useLinkAttributes } from "../media/cta-link.tsx";
import { Img } from "../media/img.tsx";
import { Stars, starsField } from "./stars.tsx";

/** docs/section-library.md: title, author name, position, portrait, 0–5 stars (default 5). */
const testimonialCard = v.strictObject({
  title: requiredText("title"),
  text: v.optional(v.string()),
  authorName: requiredText("authorName"),
  authorPosition: v.optional(v.string()),
  authorPortrait: v.optional(imageField),
  /** The author's company, as its wordmark: shown in place of a portrait. */
  companyLogo: v.optional(imageField),
  /** The customer story the words come from (docs/section-library.md: proof a reader can check). */
  story: v.optional(requiredText("story")),
  stars: starsField,
});

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /** docs/section-library.md: testimonial cards 0 to 8. */
  cards: repeater(testimonialCard, 8, "testimonial cards"),
};

function TestimonialCards(props: PropsOf<typeof entries>) {
  const { title, intro, cards } = props;
  const link = useLinkAttributes();
  return (
    <Section common={props} className="testimonial-cards">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="block-intro" />
        <ul className="testimonial-cards__list">
          {cards.map((card, i) => (
            <li key={i} className="testimonial-card">
              <Stars count={card.stars} />
              <Heading level={2} className="testimonial-card__title">
                {card.title}
              </Heading>
              {card.text ? <p className="testimonial-card__text">{card.text}</p> : null}
              <p className="testimonial-card__author">
                {card.authorPortrait && !card.companyLogo ? (
                  <Img image={card.authorPortrait} className="testimonial-card__portrait" />
                ) : null}
                <span>
                  <strong>{card.authorName}</strong>
                  {card.authorPosition ? (
                    <span className="testimonial-card__position">{card.authorPosition}</span>
                  ) : null}
                </span>
              </p>
              {card.companyLogo || card.story ? (
                <p className="testimonial-card__company">
                  {card.companyLogo ? <Img image={card.companyLogo} className="testimonial-card__logo" /> : null}
                  {card.story ? (
                    <a className="testimonial-card__story" {...link(card.story)}>
                      {`Read the story${card.companyLogo ? `: ${card.companyLogo.alt}` : ""}`}
                    </a>
                  ) : null}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const testimonialCardsBlock = defineBlock({
  type: "testimonialCards",
  label: "Testimonial cards",
  description:
    "Up to 8 short testimonials with a star rating, the author's name, position and portrait or company wordmark, and their story.",
  group: "Quotes and testimonials",
  entries,
  Component: TestimonialCards,
  sample: {
    title: "What our customers say",
    cards: [
      {
        title: "Checkout got faster",
        text: "Customers pick their address after four letters. Our mobile checkout lost a whole step.",
        authorName: "Lea Fontaine",
        authorPosition: "Product Manager, Maple Grocers",
        authorPortrait: {
          src: "/images/people/lea-fontaine.svg",
          alt: "Portrait of Lea Fontaine",
          width: 160,
          height: 160,
        },
        stars: 5,
      },
      {
        title: "The map our stores needed",
        text: "Our store locator loads fast on a 3G phone in the car park, which is where people use it.",
        authorName: "Kenji Sato",
        authorPosition: "Lead Developer, Atlas Homes",
        authorPortrait: {
          src: "/images/people/kenji-sato.svg",
          alt: "Portrait of Kenji Sato",
          width: 160,
          height: 160,
        },
        stars: 5,
      },
      {
        title: "Support that reads the logs",
        text: "Every ticket was answered by an engineer who had looked at our requests first.",
        authorName: "Ravi Menon",
        authorPosition: "CTO, Brightpost",
        authorPortrait: {
          src: "/images/people/ravi-menon.svg",
          alt: "Portrait of Ravi Menon",
          width: 160,
          height: 160,
        },
        stars: 4,
      },
    ],
  },
});
