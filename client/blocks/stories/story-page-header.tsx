import * as v from "valibot";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, repeater, requiredText, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { Img } from "../media/img.tsx";

/** The opening of a customer story: who the customer is, the headline, key figures and a picture. */
const entries = {
  customer: requiredText("customer"),
  logo: v.optional(imageField),
  title: requiredText("title"),
  summary: v.optional(inline),
  industry: v.optional(v.string()),
  location: v.optional(v.string()),
  /** Key results ("−32%" "failed deliveries"). */
  figures: v.optional(
    repeater(v.strictObject({ value: requiredText("value"), label: requiredText("label") }), 4, "figures"),
    [],
  ),
  image: v.optional(imageField),
};

function StoryPageHeader(props: PropsOf<typeof entries>) {
  const { customer, logo, title, summary, industry, location, figures, image } = props;
  return (
    <Section common={props} className="story-header">
      <div className="container story-header__grid">
        <div className="story-header__copy">
          {logo ? (
            <Img image={logo} className="story-header__logo" />
          ) : (
            <p className="story-header__customer">{customer}</p>
          )}
          <Heading level={1} className="story-header__title">
            {title}
          </Heading>
          {summary ? (
            <p className="story-header__summary">
              <InlineText value={summary} />
            </p>
          ) : null}
          {industry || location ? (
            <dl className="story-header__facts">
              <div>
                <dt>Customer</dt>
                <dd>{customer}</dd>
              </div>
              {industry ? (
                <div>
                  <dt>Industry</dt>
                  <dd>{industry}</dd>
                </div>
              ) : null}
              {location ? (
                <div>
                  <dt>Location</dt>
                  <dd>{location}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
        {image ? <Img image={image} className="story-header__image" sizes="(min-width: 64rem) 480px, 100vw" /> : null}
      </div>
      {figures.length > 0 ? (
        <div className="container">
          <ul className="story-header__figures">
            {figures.map((figure) => (
              <li key={figure.label}>
                <strong>{figure.value}</strong>
                <span>{figure.label}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

export const storyPageHeaderBlock = defineBlock({
  type: "storyPageHeader",
  label: "Story page header",
  description: "The opening of a customer story: customer, headline, industry, location, key figures and a picture.",
  group: "Stories and industries",
  entries,
  Component: StoryPageHeader,
  sample: {
    customer: "Ardlinn Health",
    logo: { src: "/images/customers/ardlinn-health.svg", alt: "Ardlinn Health", width: 349, height: 56 },
    title: "240 pharmacies, one map patients can trust",
    summary: "A pharmacy network replaced a hand-kept list with a store locator that knows who is open tonight.",
    industry: "Health and wellness",
    location: "United Kingdom",
    figures: [
      { value: "240", label: "pharmacies on the map" },
      { value: "−38%", label: "calls asking for opening hours" },
      { value: "1.4 s", label: "to the first result on a phone" },
    ],
    image: {
      src: "/images/illustrations/pharmacy.svg",
      alt: "Pharmacy pins around a large green cross on a street map",
      width: 640,
      height: 400,
    },
  },
});
