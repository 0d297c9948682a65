import * as v from "valibot";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";
import { ThirdPartyEmbed } from "../embeds/third-party-embed.tsx";

/**
 * The review tracker's place on a page (spec part 2 §7: "a third-party review tracker
 * script loads only with consent"): the provider's widget script, loaded into this section
 * only when the visitor asks (and, once the consent gate lands, when consent is given).
 */
const entries = {
  title: v.optional(v.string()),
  text: v.optional(inline),
  /** The review site's name, shown on the placeholder. */
  provider: requiredText("provider"),
  scriptSrc: v.pipe(v.string("scriptSrc must be text"), v.regex(/^https:\/\/[^\s]+$/, "scriptSrc must be an https:// address")),
  /** The widget's id at the provider, passed to its script as data-widget-id. */
  widgetId: v.optional(v.string()),
  /** The company's page on the review site, for visitors without JavaScript. */
  reviewsUrl: v.optional(v.pipe(v.string(), v.regex(/^https:\/\/[^\s]+$/, "reviewsUrl must be an https:// address"))),
};

function ReviewTracker(props: PropsOf<typeof entries>) {
  const { title, text, provider, scriptSrc, widgetId, reviewsUrl } = props;
  return (
    <Section common={props} className="review-tracker">
      <div className="container container--narrow">
        {title ? <Heading level={1}>{title}</Heading> : null}
        {text ? (
          <p className="block-intro">
            <InlineText value={text} />
          </p>
        ) : null}
        <ThirdPartyEmbed
          service="reviewTracker"
          provider={provider}
          kind="script"
          src={scriptSrc}
          title={`Reviews of Locus on ${provider}`}
          loadLabel={`Show the reviews from ${provider}`}
          externalUrl={reviewsUrl}
          shape={{ height: 400 }}
          widgetData={widgetId ? { id: widgetId } : undefined}
        />
      </div>
    </Section>
  );
}

export const reviewTrackerBlock = defineBlock({
  type: "reviewTracker",
  label: "Review tracker",
  description: "Where a review site's widget goes; its script loads only when the visitor asks.",
  group: "Company",
  entries,
  Component: ReviewTracker,
  sample: {
    title: "What developers say about us",
    provider: "ReviewHub",
    scriptSrc: "https://widgets.reviewhub.example/v2/widget.js",
    widgetId: "locus-2026",
    reviewsUrl: "https://reviewhub.example/products/locus",
  },
});
