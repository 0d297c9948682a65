import * as v from "valibot";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";
import { ctaField } from "../fields/cta.ts";
import { imageField } from "../fields/image.ts";
import { CtaLink } from "../media/cta-link.tsx";
import { Img } from "../media/img.tsx";
import { Island } from "../../islands/island.tsx";
import { usePageContext } from "../../page-context.ts";

/** The home page's opening: the promise, two calls to action, proof points and a picture or the live demo. */
const entries = {
  eyebrow: v.optional(v.string()),
  title: requiredText("title"),
  text: v.optional(inline),
  primaryCta: v.optional(ctaField),
  secondaryCta: v.optional(ctaField),
  /** Short proof points under the buttons ("10k free requests a month"). */
  highlights: v.optional(repeater(requiredText("highlight"), 4, "highlights"), []),
  image: v.optional(imageField),
  /**
   * The live address autocomplete in place of the picture (docs/demos.md): its title, the
   * input's label and a line under it. It answers from this deployment's provider.
   */
  liveDemo: v.optional(
    v.strictObject({
      title: requiredText("title"),
      label: requiredText("label"),
      note: v.optional(inline),
    }),
  ),
};

/** The live demo beside the hero's words: a card holding the real autocomplete island. */
function LiveDemo({ demo }: { demo: NonNullable<PropsOf<typeof entries>["liveDemo"]> }) {
  const { embeddedGeodata, language } = usePageContext();
  return (
    <div className="hero-demo" data-testid="hero-demo">
      <p className="hero-demo__title">{demo.title}</p>
      <Island
        name="hero-autocomplete"
        props={{ embedded: embeddedGeodata, label: demo.label, ...(language === "en" ? {} : { language }) }}
      />
      {demo.note ? (
        <p className="hero-demo__note">
          <InlineText value={demo.note} />
        </p>
      ) : null}
    </div>
  );
}

function HomeHero(props: PropsOf<typeof entries>) {
  const { eyebrow, title, text, primaryCta, secondaryCta, highlights, image, liveDemo } = props;
  return (
    <Section common={props} className="home-hero">
      <div className="container home-hero__grid">
        <div className="home-hero__copy">
          {eyebrow ? <p className="home-hero__eyebrow">{eyebrow}</p> : null}
          <Heading level={1} className="home-hero__title">
            {title}
          </Heading>
          {text ? (
            <p className="home-hero__text">
              <InlineText value={text} />
            </p>
          ) : null}
          {primaryCta || secondaryCta ? (
            <p className="home-hero__actions">
              {primaryCta ? <CtaLink cta={primaryCta} className="button button--primary" /> : null}
              {secondaryCta ? <CtaLink cta={secondaryCta} className="button button--secondary" /> : null}
            </p>
          ) : null}
          {highlights.length > 0 ? (
            <ul className="home-hero__highlights">
              {highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {liveDemo ? (
          <LiveDemo demo={liveDemo} />
        ) : image ? (
          <Img image={image} className="home-hero__image" sizes="(min-width: 64rem) 560px, 100vw" />
        ) : null}
      </div>
    </Section>
  );
}

export const homeHeroBlock = defineBlock({
  type: "homeHero",
  label: "Home hero",
  description:
    "The home page's opening: title, a sentence, two calls to action, proof points and an illustration or the live address autocomplete.",
  group: "Heroes and titles",
  entries,
  Component: HomeHero,
  islands: (props) => (props.liveDemo ? ["hero-autocomplete"] : []),
  sample: {
    eyebrow: "Location services",
    title: "Every address right, every place on the map",
    text: ["Address autocomplete, maps and geolocation behind ", { b: "one API key" }, "."],
    primaryCta: { link: "/products/localities", label: "Explore the Localities API", gaid: "home-hero-localities" },
    secondaryCta: { link: "/pricing", label: "See pricing", gaid: "home-hero-pricing" },
    highlights: ["10k free API requests a month", "No credit card", "More than 200 countries and territories"],
    image: {
      src: "/images/blocks/home-hero.svg",
      alt: "A city map with a delivery route, store pins and an address search suggesting three matching streets",
      width: 1200,
      height: 960,
    },
  },
});
