import * as v from "valibot";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";
import { analyticsEntries } from "../fields/cta.ts";
import { CtaLink } from "../media/cta-link.tsx";

/** The button colours a call to action may take. */
export const CTA_COLORS = ["blue", "mint", "orange", "purple", "navy"] as const;

/** docs/section-library.md: the background colours a CTA colour may sit on (the site has no "white" section; light is white). */
export const CTA_COLOR_BACKGROUNDS = ["light", "white", "dark"] as const;

export const CTA_COLOR_MESSAGE = "This color can apply only if the background color is one of light, white, dark";

/** docs/section-library.md: the CTA colour is valid only on a light, white or dark background. */
export function ctaColorAllowed(ctaColor: string | undefined, background: string): boolean {
  return ctaColor === undefined || (CTA_COLOR_BACKGROUNDS as readonly string[]).includes(background);
}

/** docs/section-library.md: link, link id, category, action, label, optional colour class. */
const entries = {
  title: v.optional(v.string()),
  text: v.optional(inline),
  link: requiredText("link"),
  label: requiredText("label"),
  ...analyticsEntries,
  ctaColor: v.optional(v.picklist(CTA_COLORS, `ctaColor must be one of ${CTA_COLORS.join(", ")}`)),
};

function CallToAction(props: PropsOf<typeof entries>) {
  const { title, text, link, label, gaid, category, action, ctaColor } = props;
  const buttonClass = ctaColor ? `button button--cta button--${ctaColor}` : "button button--primary";
  return (
    <Section common={props} className="call-to-action">
      <div className="container container--narrow call-to-action__body">
        {title ? (
          <Heading level={1} className="call-to-action__title">
            {title}
          </Heading>
        ) : null}
        {text ? (
          <p className="call-to-action__text">
            <InlineText value={text} />
          </p>
        ) : null}
        <p className="call-to-action__action">
          <CtaLink cta={{ link, label, gaid, category, action }} className={buttonClass} />
        </p>
      </div>
    </Section>
  );
}

export const callToActionBlock = defineBlock({
  type: "callToAction",
  label: "Call to action",
  description: "A title, a sentence and one button; internal links navigate, external ones open a new tab.",
  group: "Text",
  entries,
  rules: [
    { field: "ctaColor", message: CTA_COLOR_MESSAGE, valid: (props) => ctaColorAllowed(props.ctaColor, props.color) },
  ],
  Component: CallToAction,
  sample: {
    title: "Ready when you are",
    text: "10,000 requests a month are free. No credit card, no sales call.",
    link: "/contact?originfunnel=signup",
    label: "Start for free",
    gaid: "cta-block-signup",
    category: "signup",
    action: "click",
    ctaColor: "mint",
  },
});
