import * as v from "valibot";
import { RichText } from "../../rich-text/rich-text.tsx";
import { inline, richText } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Heading, Section } from "../../sections/section.tsx";
import { anchorId } from "../../sections/anchor-id.ts";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";
import { ctaField } from "../fields/cta.ts";
import { imageField } from "../fields/image.ts";
import { CtaLink } from "../media/cta-link.tsx";
import { Img } from "../media/img.tsx";
import { PauseButton } from "./carousel-frame.tsx";
import { carouselDataAttributes, SECTIONS_CAROUSEL_SPEED, type CarouselSettings } from "./settings.ts";

/** docs/section-library.md: the tab's label and its slide. */
const tab = v.strictObject({
  label: requiredText("label"),
  title: requiredText("title"),
  text: v.optional(richText),
  image: v.optional(imageField),
  cta: v.optional(ctaField),
});

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /** docs/section-library.md: sections carousel tabs 0 to 20. */
  tabs: repeater(tab, 20, "tabs"),
};

/** docs/section-library.md: one slide at a time, advancing every 6000 ms; infinite. */
function tabsSettings(count: number): CarouselSettings {
  return {
    speed: SECTIONS_CAROUSEL_SPEED,
    transitionSpeed: 600,
    autoplay: count > 1,
    infinite: true,
    fade: false,
    slidesToShow: 1,
    slidesToScroll: 1,
    dots: false,
    pauseOnHover: true,
    rightToLeft: false,
    buttons: false,
  };
}

/**
 * Sections carousel with tabs (docs/section-library.md): the slides advance every 6000 ms, the
 * selected tab follows the slide and a tab click jumps to its slide. Without JavaScript
 * the tabs are links to their slides and the track scrolls by hand.
 */
function SectionsCarousel(props: PropsOf<typeof entries>) {
  const { title, intro, tabs } = props;
  const base = anchorId(props.componentId ?? props.anchorId ?? title ?? "sections");
  const settings = tabsSettings(tabs.length);
  return (
    <Section common={props} className="sections-carousel">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="block-intro" />
        <div
          className="carousel carousel--tabs"
          role="region"
          aria-roledescription="carousel"
          aria-label={title ?? "Sections"}
          {...carouselDataAttributes(settings)}
          data-carousel-tabs=""
        >
          <div className="sections-carousel__tabs" data-carousel-tablist="">
            {tabs.map((item, i) => (
              <a
                key={i}
                className="sections-carousel__tab"
                href={`#${base}-slide-${i + 1}`}
                id={`${base}-tab-${i + 1}`}
                data-carousel-tab={i}
              >
                {item.label}
              </a>
            ))}
          </div>
          <div className="carousel__track carousel__track--show-1" tabIndex={0}>
            {tabs.map((item, i) => (
              <div
                key={i}
                className="carousel__slide sections-carousel__slide"
                id={`${base}-slide-${i + 1}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${tabs.length}: ${item.label}`}
              >
                <div className="sections-carousel__body">
                  <Heading level={title ? 2 : 1} className="sections-carousel__title">
                    {item.title}
                  </Heading>
                  {item.text ? (
                    <div className="prose">
                      <RichText value={item.text} />
                    </div>
                  ) : null}
                  {item.cta ? <CtaLink cta={item.cta} className="button button--primary" /> : null}
                </div>
                {item.image ? (
                  <Img
                    image={item.image}
                    className="sections-carousel__image"
                    sizes="(min-width: 64rem) 520px, 100vw"
                  />
                ) : null}
              </div>
            ))}
          </div>
          <div className="carousel__controls" data-carousel-controls="" hidden>
            {settings.autoplay ? <PauseButton /> : null}
          </div>
        </div>
      </div>
    </Section>
  );
}

export const sectionsCarouselBlock = defineBlock({
  type: "sectionsCarousel",
  label: "Sections carousel",
  description:
    "Up to 20 slides with tabs; it advances every 6 seconds, the tab follows the slide and a tab click jumps.",
  group: "Carousels",
  entries,
  Component: SectionsCarousel,
  sample: {
    title: "One platform, four jobs",
    tabs: [
      {
        label: "Autocomplete",
        title: "Addresses in four keystrokes",
        text: [{ p: "Suggestions from the first letters, in the visitor's language, with the postcode filled in." }],
        image: {
          src: "/images/illustrations/checkout.svg",
          alt: "A checkout form suggesting two addresses",
          width: 640,
          height: 400,
        },
        cta: { link: "/products/localities", label: "Discover Localities" },
      },
      {
        label: "Maps",
        title: "Maps that load on a train",
        text: [{ p: "Vector maps drawn in the browser, light enough for a phone on a slow network." }],
        image: {
          src: "/images/illustrations/store-locator.svg",
          alt: "A map with store pins",
          width: 640,
          height: 400,
        },
        cta: { link: "/products/map", label: "Discover Maps" },
      },
      {
        label: "Geolocation",
        title: "Know the country before the first click",
        text: [{ p: "Prices, language and stock for the visitor's country, with no permission prompt." }],
        image: {
          src: "/images/illustrations/geofence.svg",
          alt: "A geofence circle around a pin",
          width: 640,
          height: 400,
        },
        cta: { link: "/products/geolocation", label: "Discover Geolocation" },
      },
      {
        label: "Distance",
        title: "Delivery times customers believe",
        text: [{ p: "Travel time and distance between two places, by road, for a delivery slot or a pickup point." }],
        image: {
          src: "/images/illustrations/delivery.svg",
          alt: "A delivery route across a city",
          width: 640,
          height: 400,
        },
      },
    ],
  },
});
