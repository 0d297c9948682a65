import * as v from "valibot";
import { ICON_NAMES } from "../../icons/icon-names.ts";
import { Icon } from "../../icons/icon.tsx";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";
import { ctaWithDefault } from "../fields/cta.ts";
import { imageField } from "../fields/image.ts";
import { CtaLink } from "../media/cta-link.tsx";
import { Img } from "../media/img.tsx";

/** docs/section-library.md: the industry case's default calls to action. */
export const INDUSTRY_CTA_DEFAULTS = {
  first: { label: "Start your FREE TRIAL", link: "/contact?originfunnel=signup" },
  second: { label: "Contact us", link: "/contact" },
} as const;

/** docs/section-library.md: up to 10 products, up to 10 logos, focus image and logo, two CTAs. */
const product = v.strictObject({
  icon: v.picklist(ICON_NAMES, `icon must be one of ${ICON_NAMES.join(", ")}`),
  title: requiredText("title"),
  description: v.optional(v.string()),
});

const entries = {
  title: requiredText("title"),
  text: v.optional(inline),
  products: repeater(product, 10, "products"),
  logos: v.optional(repeater(imageField, 10, "logos"), []),
  focusImage: v.optional(imageField),
  focusLogo: v.optional(imageField),
  firstCta: ctaWithDefault(INDUSTRY_CTA_DEFAULTS.first.label, INDUSTRY_CTA_DEFAULTS.first.link),
  secondCta: ctaWithDefault(INDUSTRY_CTA_DEFAULTS.second.label, INDUSTRY_CTA_DEFAULTS.second.link),
};

function IndustryCase(props: PropsOf<typeof entries>) {
  const { title, text, products, logos, focusImage, focusLogo, firstCta, secondCta } = props;
  return (
    <Section common={props} className="industry-case">
      <div className="container industry-case__grid">
        <div className="industry-case__copy">
          <Heading level={1} className="industry-case__title">
            {title}
          </Heading>
          {text ? (
            <p className="industry-case__text">
              <InlineText value={text} />
            </p>
          ) : null}
          <ul className="industry-case__products">
            {products.map((item) => (
              <li key={item.title}>
                <Icon name={item.icon} className="industry-case__icon" />
                <span>
                  <strong>{item.title}</strong>
                  {item.description ? <span className="industry-case__description">{item.description}</span> : null}
                </span>
              </li>
            ))}
          </ul>
          <p className="industry-case__actions">
            <CtaLink cta={firstCta} className="button button--primary" />
            <CtaLink cta={secondCta} className="button button--secondary" />
          </p>
        </div>
        {focusImage || focusLogo ? (
          <figure className="industry-case__focus">
            {focusImage ? (
              <Img image={focusImage} className="industry-case__focus-image" sizes="(min-width: 64rem) 480px, 100vw" />
            ) : null}
            {focusLogo ? <Img image={focusLogo} className="industry-case__focus-logo" /> : null}
          </figure>
        ) : null}
      </div>
      {logos.length > 0 ? (
        <div className="container">
          <ul className="industry-case__logos" aria-label="Customers in this industry">
            {logos.map((logo, i) => (
              <li key={i}>
                <Img image={logo} className="industry-case__logo" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

export const industryCaseBlock = defineBlock({
  type: "industryCase",
  label: "Industry case",
  description: "How an industry uses Locus: up to 10 products and 10 logos, a focus image and two calls to action.",
  group: "Stories and industries",
  entries,
  Component: IndustryCase,
  sample: {
    title: "Retail: from the search box to the shelf",
    text: "Shoppers find the nearest store with stock, check out with an address that arrives, and collect on time.",
    products: [
      { icon: "store", title: "Store locator", description: "Nearest open store, with the way there" },
      { icon: "search", title: "Address autocomplete", description: "Deliverable addresses at checkout" },
      { icon: "compass", title: "Geolocation", description: "Local prices and stock without a prompt" },
    ],
    logos: [
      {
        src: "/images/customers/hartfield-home-and-hardware.svg",
        alt: "Hartfield Home & Hardware",
        width: 660,
        height: 56,
      },
      { src: "/images/customers/harwood-and-pike-grocers.svg", alt: "Harwood & Pike Grocers", width: 536, height: 56 },
    ],
    focusImage: {
      src: "/images/illustrations/store-locator.svg",
      alt: "A map with three store pins and a card naming the nearest store, open until 20:00",
      width: 640,
      height: 400,
    },
  },
});
