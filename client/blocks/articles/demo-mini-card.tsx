import * as v from "valibot";
import { PRODUCT_CATEGORIES } from "../../content/site-schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Heading, Section } from "../../sections/section.tsx";
import { inline } from "../../rich-text/schema.ts";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { useLinkAttributes } from "../media/cta-link.tsx";
import { Img } from "../media/img.tsx";

/** A demo mini card: a picture of a live demo or showcase, its name, one line and a link. */
export const demoMiniCardFields = {
  title: requiredText("title"),
  text: v.optional(v.string()),
  image: imageField,
  href: requiredText("href"),
  label: v.optional(v.string(), "See the demo"),
  /** The product it shows, which colours its tag (docs/section-library.md product categories). */
  product: v.optional(v.picklist(PRODUCT_CATEGORIES, `product must be one of ${PRODUCT_CATEGORIES.join(", ")}`)),
};

/** How a product category reads on a card's tag. */
const PRODUCT_LABELS: Record<(typeof PRODUCT_CATEGORIES)[number], string> = {
  address: "Address",
  connectors: "Connectors",
  distance: "Distance",
  geofencing: "Geofencing",
  geolocation: "Geolocation",
  indoor: "Indoor",
  localities: "Localities",
  mapping: "Mapping",
  map: "Maps",
  multisearch: "Multisearch",
  storesearch: "Store search",
  storelocator: "Store locator",
  traffic: "Traffic",
};

const demoMiniCard = v.strictObject(demoMiniCardFields);
type DemoMiniCardValue = v.InferOutput<typeof demoMiniCard>;

/** One mini card; `level` is its title's level in a first section. */
function MiniCard({ card, level }: { card: DemoMiniCardValue; level: number }) {
  const link = useLinkAttributes();
  return (
    <a className="mini-card" {...link(card.href)}>
      <Img image={card.image} className="mini-card__image" sizes="(min-width: 64rem) 280px, 100vw" />
      <div className="mini-card__body">
        {card.product ? (
          <span className={`mini-card__product tag tag--${card.product}`}>{PRODUCT_LABELS[card.product]}</span>
        ) : null}
        <Heading level={level} className="mini-card__title">
          {card.title}
        </Heading>
        {card.text ? <span className="mini-card__text">{card.text}</span> : null}
        <span className="mini-card__more">{card.label}</span>
      </div>
    </a>
  );
}

function DemoMiniCardBlock(props: PropsOf<typeof demoMiniCardFields>) {
  return (
    <Section common={props} className="mini-cards">
      <div className="container mini-cards__single">
        <MiniCard card={props} level={1} />
      </div>
    </Section>
  );
}

export const demoMiniCardBlock = defineBlock({
  type: "demoMiniCard",
  label: "Demo mini card",
  description: "One small card leading to a live demo or showcase.",
  group: "Articles and cards",
  entries: demoMiniCardFields,
  Component: DemoMiniCardBlock,
  sample: {
    title: "Checkout in France",
    text: "Fill a French delivery form from one suggestion.",
    image: { src: "/images/illustrations/checkout.svg", alt: "", decorative: true, width: 640, height: 400 },
    href: "/products/localities",
    product: "localities",
  },
});

const showcasesEntries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /** docs/section-library.md: mini card demos 0 to 50. */
  cardDemo: repeater(demoMiniCard, 50, "demo cards"),
};

function Showcases(props: PropsOf<typeof showcasesEntries>) {
  const { title, intro, cardDemo } = props;
  return (
    <Section common={props} className="mini-cards">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="block-intro" />
        <ul className="mini-cards__list">
          {cardDemo.map((card, i) => (
            <li key={i}>
              <MiniCard card={card} level={2} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const showcasesBlock = defineBlock({
  type: "showcases",
  label: "Showcases",
  description: "Up to 50 demo mini cards: live demos and what customers built.",
  group: "Articles and cards",
  entries: showcasesEntries,
  Component: Showcases,
  sample: {
    title: "See it working",
    cardDemo: [
      {
        title: "Store locator",
        text: "Nearest stores to any town, on a map and in a list.",
        image: { src: "/images/illustrations/store-locator.svg", alt: "", decorative: true, width: 640, height: 400 },
        href: "/use-case/store-locator",
        product: "storelocator",
      },
      {
        title: "Delivery estimate",
        text: "Distance and travel time between two places.",
        image: { src: "/images/illustrations/delivery.svg", alt: "", decorative: true, width: 640, height: 400 },
        href: "/products/map",
        product: "distance",
      },
      {
        title: "Indoor wayfinding",
        text: "From the entrance to the right shelf.",
        image: { src: "/images/illustrations/indoor.svg", alt: "", decorative: true, width: 640, height: 400 },
        href: "/use-cases",
        product: "indoor",
      },
      {
        title: "Geofenced offers",
        text: "React when a customer arrives near a store.",
        image: { src: "/images/illustrations/geofence.svg", alt: "", decorative: true, width: 640, height: 400 },
        href: "/use-cases",
        product: "geofencing",
      },
    ],
  },
});
