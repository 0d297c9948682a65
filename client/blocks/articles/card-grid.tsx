import * as v from "valibot";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { toggledFields } from "../fields/toggles.ts";
import { useLinkAttributes } from "../media/cta-link.tsx";
import { Img } from "../media/img.tsx";

/** docs/section-library.md: the default label of a card's link. */
export const DEFAULT_CARD_LINK_LABEL = "Go to the card";

/** docs/section-library.md: link, headerImage, cta and the toggles of its parts. */
const card = v.pipe(
  v.strictObject({
    link: requiredText("link"),
    headerImage: v.optional(imageField),
    innerImage: v.optional(imageField),
    category: v.optional(v.string()),
    title: v.optional(v.string()),
    paragraph: v.optional(inline),
    /** The link's label; "Go to the card" when empty. */
    cta: v.optional(v.string()),
    withInnerImage: v.optional(v.boolean(), false),
    withCategory: v.optional(v.boolean(), false),
    withTitle: v.optional(v.boolean(), true),
    withParagraph: v.optional(v.boolean(), true),
    withLink: v.optional(v.boolean(), true),
  }),
  toggledFields([
    ["withTitle", "title"],
    ["withParagraph", "paragraph"],
    ["withCategory", "category"],
    ["withInnerImage", "innerImage"],
  ]),
);

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /** docs/section-library.md: cards 0 to 12. */
  cards: repeater(card, 12, "cards"),
};

function CardGrid(props: PropsOf<typeof entries>) {
  const { title, intro, cards } = props;
  const link = useLinkAttributes();
  return (
    <Section common={props} className="card-grid">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="block-intro" />
        <ul className="card-grid__list">
          {cards.map((item, i) => (
            <li key={i} className="card-grid__card">
              <a className="card-grid__link" {...link(item.link)}>
                {item.headerImage ? (
                  <Img
                    image={item.headerImage}
                    className="card-grid__header-image"
                    sizes="(min-width: 64rem) 360px, 100vw"
                  />
                ) : null}
                <div className="card-grid__body">
                  {item.withCategory && item.category ? (
                    <span className="card-grid__category">{item.category}</span>
                  ) : null}
                  {item.withInnerImage && item.innerImage ? (
                    <Img image={item.innerImage} className="card-grid__inner-image" />
                  ) : null}
                  {item.withTitle && item.title ? (
                    <Heading level={2} className="card-grid__title">
                      {item.title}
                    </Heading>
                  ) : null}
                  {item.withParagraph && item.paragraph ? (
                    <span className="card-grid__paragraph">
                      <InlineText value={item.paragraph} />
                    </span>
                  ) : null}
                  {item.withLink ? (
                    <span className="card-grid__more">{item.cta || DEFAULT_CARD_LINK_LABEL}</span>
                  ) : null}
                </div>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const cardsBlock = defineBlock({
  type: "cards",
  label: "Cards",
  description:
    "Up to 12 linked cards, each with a header image, category, title, paragraph and link label you can switch on or off.",
  group: "Articles and cards",
  entries,
  Component: CardGrid,
  sample: {
    title: "Start with a use case",
    cards: [
      {
        link: "/use-case/store-locator",
        headerImage: {
          src: "/images/illustrations/store-locator.svg",
          alt: "",
          decorative: true,
          width: 640,
          height: 400,
        },
        withCategory: true,
        category: "Use case",
        title: "Store locator",
        paragraph: "The nearest shop, its opening hours and the way there, on any phone.",
        cta: "Build a store locator",
      },
      {
        link: "/use-case/address-finder-postcode-finder",
        headerImage: { src: "/images/illustrations/checkout.svg", alt: "", decorative: true, width: 640, height: 400 },
        withCategory: true,
        category: "Use case",
        title: "Checkout address",
        paragraph: "A complete, deliverable address in four keystrokes.",
      },
      {
        link: "/products/geolocation",
        headerImage: { src: "/images/illustrations/geofence.svg", alt: "", decorative: true, width: 640, height: 400 },
        withCategory: true,
        category: "Product",
        title: "Geolocation",
        paragraph: "The visitor's country and approximate position, with no permission prompt.",
      },
    ],
  },
});
