import * as v from "valibot";
import { usePageLink } from "../../rich-text/page-link.ts";
import { RichText } from "../../rich-text/rich-text.tsx";
import { richText } from "../../rich-text/schema.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, repeater, type PropsOf } from "../define-block.ts";
import { CarouselFrame } from "./carousel-frame.tsx";
import { carouselImage } from "./carousel-image.ts";
import { ImageSlide } from "./image-slide.tsx";
import { carouselSettings, carouselSettingsEntries } from "./settings.ts";

/** docs/section-library.md, with the carousel images (0 to 100, docs/section-library.md). */
const entries = {
  /** The back link above the title. */
  href: v.optional(v.string()),
  backLabel: v.optional(v.string(), "Back"),
  withTitle: v.optional(v.boolean(), true),
  withDemoTitle: v.optional(v.boolean(), false),
  withDemoSubTitle: v.optional(v.boolean(), false),
  withParagraphsAbove: v.optional(v.boolean(), false),
  withParagraphsBelow: v.optional(v.boolean(), false),
  title: v.optional(v.string()),
  subtitle: v.optional(v.string()),
  /** The paragraphs above the slides. */
  text: v.optional(richText),
  /** The paragraphs below the slides. */
  text2: v.optional(richText),
  ...carouselSettingsEntries,
  images: repeater(carouselImage, 100, "carousel images"),
};

function Carousel(props: PropsOf<typeof entries>) {
  const {
    href,
    backLabel,
    withTitle,
    withDemoTitle,
    withDemoSubTitle,
    withParagraphsAbove,
    withParagraphsBelow,
    title,
    subtitle,
    text,
    text2,
    images,
  } = props;
  const settings = carouselSettings(props, images.length);
  const link = usePageLink();
  const showTitle = (withTitle || withDemoTitle) && title;
  return (
    <Section common={props} className={`carousel-block${withDemoTitle ? " carousel-block--demo" : ""}`}>
      <div className="container">
        {href ? (
          <p className="carousel-block__back">
            <a {...link(href)}>← {backLabel}</a>
          </p>
        ) : null}
        {showTitle ? (
          <Heading level={1} className="carousel-block__title">
            {title}
          </Heading>
        ) : null}
        {(withTitle || withDemoSubTitle) && subtitle ? <p className="carousel-block__subtitle">{subtitle}</p> : null}
        {withParagraphsAbove && text ? (
          <div className="prose carousel-block__text">
            <RichText value={text} />
          </div>
        ) : null}
        {images.length > 0 ? (
          <CarouselFrame
            label={title ?? "Images"}
            settings={settings}
            slides={images.map((slide, i) => ({
              key: String(i),
              content: (
                <ImageSlide
                  slide={slide}
                  sizes={`(min-width: 75rem) ${Math.round(1160 / settings.slidesToShow)}px, 100vw`}
                />
              ),
            }))}
          />
        ) : null}
        {withParagraphsBelow && text2 ? (
          <div className="prose carousel-block__text">
            <RichText value={text2} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}

const sampleImages = [
  {
    image: {
      src: "/images/illustrations/store-locator.svg",
      alt: "A store locator map with three store pins",
      width: 640,
      height: 400,
    },
    caption: "Store locator",
  },
  {
    image: {
      src: "/images/illustrations/checkout.svg",
      alt: "A checkout form with address suggestions",
      width: 640,
      height: 400,
    },
    caption: "Checkout autocomplete",
  },
  {
    image: {
      src: "/images/illustrations/delivery.svg",
      alt: "A delivery route across a city",
      width: 640,
      height: 400,
    },
    caption: "Delivery estimates",
  },
  {
    image: {
      src: "/images/illustrations/indoor.svg",
      alt: "An indoor floor plan with a path",
      width: 640,
      height: 400,
    },
    caption: "Indoor maps",
  },
];

export const carouselBlock = defineBlock({
  type: "carousel",
  label: "Carousel",
  description: "Up to 100 images that slide or fade, with a back link, title, texts above and below, dots and buttons.",
  group: "Carousels",
  entries,
  Component: Carousel,
  sample: {
    href: "/use-cases",
    backLabel: "All use cases",
    title: "What teams build with Locus",
    subtitle: "Four projects from the last year",
    withParagraphsAbove: true,
    text: [{ p: "Each one started with the free plan and one API key." }],
    carouselDots: true,
    displaySliderButtons: true,
    carouselSlidesToShow: "1",
    images: sampleImages,
  },
});

/** The image carousel of articles (docs/section-library.md: 0 to 20 images). */
const imageCarouselEntries = {
  title: v.optional(v.string()),
  ...carouselSettingsEntries,
  images: repeater(carouselImage, 20, "carousel images"),
};

function ImageCarousel(props: PropsOf<typeof imageCarouselEntries>) {
  const { title, images } = props;
  const settings = carouselSettings(props, images.length);
  return (
    <Section common={props} className="carousel-block">
      <div className="container container--narrow">
        {title ? <Heading level={1}>{title}</Heading> : null}
        {images.length > 0 ? (
          <CarouselFrame
            label={title ?? "Images"}
            settings={settings}
            slides={images.map((slide, i) => ({
              key: String(i),
              content: <ImageSlide slide={slide} sizes="(min-width: 48rem) 760px, 100vw" />,
            }))}
          />
        ) : null}
      </div>
    </Section>
  );
}

export const imageCarouselBlock = defineBlock({
  type: "imageCarousel",
  label: "Image carousel",
  description: "Up to 20 images in an article, one at a time, with dots and buttons.",
  group: "Carousels",
  entries: imageCarouselEntries,
  Component: ImageCarousel,
  sample: {
    title: "The store locator, step by step",
    carouselAutoplay: false,
    carouselFade: false,
    carouselDots: true,
    displaySliderButtons: true,
    images: sampleImages.slice(0, 3),
  },
});
