import * as v from "valibot";
import type { ListedType } from "../content/catalogue.ts";
import { usePageContext } from "../page-context.ts";
import { RichText } from "../rich-text/rich-text.tsx";
import { richText } from "../rich-text/schema.ts";
import { Heading, Section } from "../sections/section.tsx";
import { defineBlock, type PropsOf } from "./define-block.ts";

/** Blog, news and stories cards (spec part 1 §2, §3 "Blog Cards"). */
const entries = {
  withMainTitle: v.optional(v.boolean(), false),
  title: v.optional(v.string()),
  /** Default: "More blog from", "More news from" or "More stories from" followed by the brand. */
  subTitle: v.optional(v.string()),
  withSecondaryTitle: v.optional(v.boolean(), false),
  secondaryTitle: v.optional(v.string()),
  withParagraphsAbove: v.optional(v.boolean(), false),
  paragraphAbove: v.optional(richText),
  withParagraphsBelow: v.optional(v.boolean(), false),
  paragraphBelow: v.optional(richText),
  /** How many cards to show (all when absent). The page being shown is never its own card. */
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, "limit must be at least 1"))),
};
type CardsProps = PropsOf<typeof entries>;

/** Card blocks and the page type whose pages they list. */
export const CARD_BLOCKS = { blogCards: "blog", newsCards: "news", storiesCards: "pageStory" } as const satisfies Record<string, ListedType>;

type CardsKind = keyof typeof CARD_BLOCKS;

/** Spec part 1 §2: the subtitle defaults to "More blog from" (news, stories) and the brand. */
const DEFAULT_SUBTITLE: Record<CardsKind, string> = {
  blogCards: "More blog from",
  newsCards: "More news from",
  storiesCards: "More stories from",
};

const DATE_LOCALES = { en: "en-GB", de: "de-DE", fr: "fr-FR" } as const;

/** One formatter per language: creating an Intl.DateTimeFormat costs about 0.5 ms, a listing has dozens of dates. */
const DATE_FORMATS = new Map<keyof typeof DATE_LOCALES, Intl.DateTimeFormat>();

function formatDate(iso: string, language: keyof typeof DATE_LOCALES): string {
  let format = DATE_FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    DATE_FORMATS.set(language, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/**
 * Blog, news or stories cards: pages of one type from the catalogue, ordered by their
 * layout page, then newest first. The page being shown is never its own card.
 */
function Cards({ kind, props }: { kind: CardsKind; props: CardsProps }) {
  const { listings, path, siteName, language } = usePageContext();
  const listing = listings[CARD_BLOCKS[kind]];
  const cards = (listing?.cards ?? []).filter((card) => card.url !== path).slice(0, props.limit);
  if (!listing || cards.length === 0) return null;

  const subTitle = props.subTitle ?? `${DEFAULT_SUBTITLE[kind]} ${siteName}`;
  const mainTitle = props.withMainTitle && props.title ? props.title : null;
  const cardLevel = mainTitle ? 3 : 2;
  return (
    <Section common={props} className="cards">
      <div className="container">
        {mainTitle ? <Heading level={1}>{mainTitle}</Heading> : null}
        <Heading level={mainTitle ? 2 : 1} className="cards__subtitle">
          {subTitle}
        </Heading>
        {props.withSecondaryTitle && props.secondaryTitle ? <p className="cards__secondary">{props.secondaryTitle}</p> : null}
        {props.withParagraphsAbove && props.paragraphAbove ? (
          <div className="prose cards__paragraph">
            <RichText value={props.paragraphAbove} />
          </div>
        ) : null}
        <ul className="cards__list">
          {cards.map((card) => (
            <li key={card.url} className="card">
              <a className="card__link" href={card.url}>
                {listing.withTitle ? (
                  <Heading level={cardLevel} className="card__title">
                    {card.title}
                  </Heading>
                ) : null}
                {listing.withText ? <p className="card__text">{card.text}</p> : null}
                <span className="card__more">{listing.linkLabel}</span>
              </a>
              {card.publishedAt ? (
                <time className="card__date" dateTime={card.publishedAt}>
                  {formatDate(card.publishedAt, language)}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
        {props.withParagraphsBelow && props.paragraphBelow ? (
          <div className="prose cards__paragraph">
            <RichText value={props.paragraphBelow} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}


const cardsBlock = <K extends CardsKind>(type: K, label: string, listed: string) =>
  defineBlock({
    type,
    label,
    description: `Cards of the ${listed}, in the order of their layout page, then newest first.`,
    entries,
    Component: (props: CardsProps) => <Cards kind={type} props={props} />,
    sample: { limit: 3 },
  });

export const blogCardsBlock = cardsBlock("blogCards", "Blog cards", "blog articles");
export const newsCardsBlock = cardsBlock("newsCards", "News cards", "news");
export const storiesCardsBlock = cardsBlock("storiesCards", "Stories cards", "customer stories");

/**
 * Layout pages only: the order and look of the cards of one page type (spec part 2
 * §3.19 "Cards order"). Cards not in `order` follow, newest first.
 */
export const cardsOrderBlock = defineBlock({
  type: "cardsOrder",
  label: "Cards order",
  description: "On a layout page: the order and look of the blog, news or stories cards.",
  entries: {
    pageType: v.picklist(["blog", "news", "pageStory"]),
    order: v.optional(v.array(v.string()), []),
    withTitle: v.optional(v.boolean(), true),
    withText: v.optional(v.boolean(), true),
    linkLabel: v.optional(v.string(), "Go to the card"),
  },
  Component: () => null,
  layoutOnly: true,
  sample: { pageType: "blog", order: [], withTitle: true, withText: true, linkLabel: "Go to the card" },
});
