import * as v from "valibot";
import { inline } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { useLinkAttributes } from "../media/cta-link.tsx";
import { Img } from "../media/img.tsx";
import { usePageContext } from "../../page-context.ts";
import { Stars, starsField } from "./stars.tsx";
import { testimonialWords } from "./testimonial-words.ts";

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
  const words = testimonialWords(usePageContext().language);
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
                      {words.readStory(card.companyLogo?.alt ?? null)}
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
    title: "In our customers' words",
    cards: [
      {
        title: "An app, a key and a coffee",
        text: "We make jackets, not software. I expected a project with an agency and a quote. It turned out to be an app, a key and a coffee.",
        authorName: "Kari Lunde",
        authorPosition: "E-commerce manager, Fjellmark Outdoor",
        companyLogo: {
          src: "/images/customers/fjellmark-outdoor.svg",
          alt: "Fjellmark Outdoor",
          width: 416,
          height: 56,
        },
        story: "/clients/fjellmark-outdoor-checkout",
        stars: 5,
      },
      {
        title: "The gate before the hotel",
        text: "Now they know the gate before they leave the hotel.",
        authorName: "Eleni Papadaki",
        authorPosition: "Head of digital, Kyma Ferries",
        companyLogo: { src: "/images/customers/kyma-ferries.svg", alt: "Kyma Ferries", width: 348, height: 56 },
        story: "/clients/kyma-ferries",
        stars: 5,
      },
    ],
  },
});
