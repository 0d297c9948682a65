import * as v from "valibot";
import { ServiceSlot } from "../../consent/consent-embed.tsx";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";

/**
 * The review tracker's place on a page (docs/section-library.md: "a third-party review tracker
 * script loads only with consent"). The script and widget id are the `reviewTracker`
 * service's settings (site.json `services`); the script loads on pages with this slot
 * only after consent, and draws the reviews in it. Before that, and without settings,
 * the slot shows a link to the reviews on the provider's own site.
 */
const entries = {
  title: v.optional(v.string()),
  text: v.optional(inline),
  /** The review site's name, shown in the slot and its link. */
  provider: requiredText("provider"),
  /** The company's page on the review site, for visitors without the widget. */
  reviewsUrl: v.optional(v.pipe(v.string(), v.regex(/^https:\/\/[^\s]+$/, "reviewsUrl must be an https:// address"))),
};

function ReviewTracker(props: PropsOf<typeof entries>) {
  const { title, text, provider, reviewsUrl } = props;
  return (
    <Section common={props} className="review-tracker">
      <div className="container container--narrow">
        {title ? <Heading level={1}>{title}</Heading> : null}
        {text ? (
          <p className="block-intro">
            <InlineText value={text} />
          </p>
        ) : null}
        <ServiceSlot service="reviewTracker" label={`Reviews of Locus on ${provider}`}>
          {reviewsUrl ? (
            <p className="review-tracker__link">
              <a href={reviewsUrl} target="_blank" rel="noopener noreferrer">
                Read our reviews on {provider}
              </a>
            </p>
          ) : null}
        </ServiceSlot>
      </div>
    </Section>
  );
}

export const reviewTrackerBlock = defineBlock({
  type: "reviewTracker",
  label: "Review tracker",
  description: "Where a review site's widget goes; its script (site settings) loads only with the visitor's consent.",
  group: "Company",
  entries,
  Component: ReviewTracker,
  sample: {
    title: "What developers say about us",
    provider: "ReviewHub",
    reviewsUrl: "https://reviewhub.example/products/locus",
  },
});
