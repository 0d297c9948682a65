import * as v from "valibot";
import { usePageContext } from "../../page-context.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, type PropsOf } from "../define-block.ts";
import { imageField } from "../fields/image.ts";
import { useLinkAttributes } from "../media/cta-link.tsx";
import { Img } from "../media/img.tsx";

/** docs/section-library.md: the default story link. */
export const DEFAULT_STORY_LINK = "/home";

/**
 * docs/section-library.md: href, featuredStoryImage, and the section's colour,
 * paddings and component id (common props). The story's title and summary come from the
 * linked story page (its card in the catalogue) unless the editor writes their own.
 */
const entries = {
  href: v.optional(v.string(), DEFAULT_STORY_LINK),
  featuredStoryImage: v.optional(imageField),
  kicker: v.optional(v.string(), "Customer story"),
  title: v.optional(v.string()),
  text: v.optional(v.string()),
  linkLabel: v.optional(v.string(), "Read the story"),
};

function HighlightedStory(props: PropsOf<typeof entries>) {
  const { href, featuredStoryImage, kicker, linkLabel } = props;
  const context = usePageContext();
  const card = context.listings.pageStory?.cards.find((c) => c.url === href);
  const title = props.title ?? card?.title;
  const text = props.text ?? card?.text;
  const link = useLinkAttributes();
  if (!title) return null;
  return (
    <Section common={props} className="highlighted-story">
      <div className="container">
        <article className="highlighted-story__card">
          {featuredStoryImage ? (
            <Img
              image={featuredStoryImage}
              className="highlighted-story__image"
              sizes="(min-width: 64rem) 560px, 100vw"
            />
          ) : null}
          <div className="highlighted-story__body">
            <p className="highlighted-story__kicker">{kicker}</p>
            <Heading level={1} className="highlighted-story__title">
              {title}
            </Heading>
            {text ? <p className="highlighted-story__text">{text}</p> : null}
            <a className="button button--primary" {...link(href)}>
              {linkLabel}
            </a>
          </div>
        </article>
      </div>
    </Section>
  );
}

export const highlightedStoryBlock = defineBlock({
  type: "highlightedStory",
  label: "Highlighted story",
  description: "One customer story, large, with its picture; title and summary come from the story page.",
  group: "Stories and industries",
  entries,
  Component: HighlightedStory,
  sample: {
    href: "/clients/city-bikes",
    featuredStoryImage: {
      src: "/images/illustrations/city-bikes.svg",
      alt: "A bicycle on a street map between two docking stations",
      width: 640,
      height: 400,
    },
    title: "How a city bike scheme put every dock on the map",
    text: "Riders find a free bike and a free dock before they leave home; the operator rebalances from live demand.",
    color: "grey",
  },
});
