import * as v from "valibot";
import { inline } from "../rich-text/schema.ts";
import { InlineText } from "../rich-text/rich-text.tsx";
import { Heading, Section } from "../sections/section.tsx";
import { actionField, defineBlock, requiredText, type PropsOf } from "./define-block.ts";
import { imageField } from "./fields/image.ts";
import { useLinkAttributes } from "./media/cta-link.tsx";
import { Img } from "./media/img.tsx";

const entries = {
  eyebrow: v.optional(v.string()),
  title: requiredText("title"),
  text: v.optional(inline),
  actions: v.optional(v.pipe(v.array(actionField), v.maxLength(3, "at most 3 actions")), []),
  /** An illustration beside the text (below it on phones); without one the hero is a single centred column. */
  image: v.optional(imageField),
  /** A customer's wordmark above the eyebrow (customer stories). */
  logo: v.optional(imageField),
};

function Hero(props: PropsOf<typeof entries>) {
  const { eyebrow, title, text, actions, image, logo } = props;
  const link = useLinkAttributes();
  return (
    <Section common={props} className={image ? "hero hero--with-image" : "hero"}>
      <div className="container">
        {logo ? <Img image={logo} className="hero__logo" /> : null}
        {eyebrow ? <p className="hero__eyebrow">{eyebrow}</p> : null}
        <Heading level={1} className="hero__title">
          {title}
        </Heading>
        {text ? (
          <p className="hero__text">
            <InlineText value={text} />
          </p>
        ) : null}
        {actions.length > 0 ? (
          <p className="hero__actions">
            {actions.map((a) => (
              <a key={a.href} className={`button button--${a.style}`} {...link(a.href)}>
                {a.label}
              </a>
            ))}
          </p>
        ) : null}
        {image ? <Img image={image} className="hero__image" sizes="(min-width: 64rem) 520px, 100vw" /> : null}
      </div>
    </Section>
  );
}

export const heroBlock = defineBlock({
  type: "hero",
  label: "Hero",
  description:
    "The page's opening: an eyebrow, the title, a sentence, up to three buttons, and an optional illustration or customer wordmark.",
  group: "Heroes and titles",
  entries,
  Component: Hero,
  sample: {
    eyebrow: "Localities",
    title: "Addresses your customers type once",
    text: ["Suggestions from the first keystroke, in ", { b: "240 countries" }, "."],
    actions: [
      { label: "Start for free", href: "/sign_up", style: "primary" },
      { label: "Talk to sales", href: "/contact", style: "secondary" },
    ],
  },
});
