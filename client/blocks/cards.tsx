import * as v from "valibot";
import type { Card, ListedType } from "../content/catalogue.ts";
import type { Language } from "../content/languages.ts";
import type { Messages } from "../i18n/messages.ts";
import { fill } from "../i18n/fill.ts";
import { usePageContext } from "../page-context.ts";
import { usePageLink } from "../rich-text/page-link.ts";
import { RichText } from "../rich-text/rich-text.tsx";
import { richText } from "../rich-text/schema.ts";
import { Heading, Section } from "../sections/section.tsx";
import { defineBlock, type PropsOf } from "./define-block.ts";
import { formatDate } from "./listings/dates.ts";
import { pageHref, paginate } from "./listings/paginate.ts";
import { Img } from "./media/img.tsx";

/** Cards on one page of a listing that shows them all (blog, news, stories index pages). */
export const DEFAULT_CARDS_PER_PAGE = 12;

/** Blog, news and stories cards (docs/section-library.md). */
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
  /**
   * How many cards to show, e.g. 3 under an article. Without it every card is listed,
   * `perPage` at a time, with links to the other pages (`?page=2`).
   */
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, "limit must be at least 1"))),
  perPage: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(3, "perPage must be 3 to 48"),
      v.maxValue(48, "perPage must be 3 to 48"),
    ),
    DEFAULT_CARDS_PER_PAGE,
  ),
};
type CardsProps = PropsOf<typeof entries>;

/** Card blocks and the page type whose pages they list. */
export const CARD_BLOCKS = {
  blogCards: "blog",
  newsCards: "news",
  storiesCards: "pageStory",
} as const satisfies Record<string, ListedType>;

type CardsKind = keyof typeof CARD_BLOCKS;

/** A listed page's card picture is shown in a 16:10 box, whatever its own size. */
const CARD_IMAGE_BOX = { width: 640, height: 400 };

/** "auf Englisch": said in the page's language, on a card of a page in another. */
function InLanguage({ language, of, frame }: { language: Language; of: Language; frame: Messages["frame"] }) {
  return (
    <span className="card__language" lang={language}>
      {fill(frame.inLanguage, { language: frame.languageNames[of] })}
    </span>
  );
}

function ListingCard({
  card,
  level,
  withTitle,
  withText,
  linkLabel,
}: {
  card: Card;
  level: number;
  withTitle: boolean;
  withText: boolean;
  linkLabel: string;
}) {
  const { language, messages } = usePageContext();
  const link = usePageLink()(card.url);
  return (
    // A card of a page in another language (an English story on a German page) says so: lang and hreflang.
    <li className="card" lang={link.hrefLang}>
      <a className="card__link" {...link}>
        {card.image ? (
          <Img
            image={{ src: card.image, alt: "", decorative: true, ...CARD_IMAGE_BOX }}
            className="card__image"
            sizes="(min-width: 64rem) 360px, 100vw"
          />
        ) : null}
        <div className="card__body">
          {card.publishedAt ? (
            <time className="card__date" dateTime={card.publishedAt}>
              {formatDate(card.publishedAt, language)}
            </time>
          ) : null}
          {withTitle ? (
            <Heading level={level} className="card__title">
              {card.title}
            </Heading>
          ) : null}
          {withText ? <span className="card__text">{card.text}</span> : null}
          {link.hrefLang ? <InLanguage language={language} of={link.hrefLang} frame={messages.frame} /> : null}
          <span className="card__more" lang={link.hrefLang ? language : undefined}>
            {linkLabel}
          </span>
        </div>
      </a>
    </li>
  );
}

function Pagination({ path, page, pages, label }: { path: string; page: number; pages: number; label: string }) {
  const texts = usePageContext().messages.cards;
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <a className="pagination__step" href={pageHref(path, page - 1)} rel="prev">
          {texts.newer}
        </a>
      ) : null}
      <ol className="pagination__pages">
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <a
              href={pageHref(path, n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={fill(texts.page, { n })}
            >
              {n}
            </a>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <a className="pagination__step" href={pageHref(path, page + 1)} rel="next">
          {texts.older}
        </a>
      ) : null}
    </nav>
  );
}

/**
 * Blog, news or stories cards: pages of one type from the catalogue, ordered by their
 * layout page, then newest first, each with its picture, date and excerpt. The page being
 * shown is never its own card.
 */
function Cards({ kind, props }: { kind: CardsKind; props: CardsProps }) {
  const { listings, path, siteName, query, language } = usePageContext();
  const texts = usePageContext().messages.cards;
  const listing = listings[CARD_BLOCKS[kind]];
  const all = (listing?.cards ?? []).filter((card) => card.url !== path);
  if (!listing || all.length === 0) return null;
  const paged = props.limit === undefined ? paginate(all.length, query?.page, props.perPage) : null;
  const cards = paged ? all.slice(paged.start, paged.end) : all.slice(0, props.limit);

  // docs/section-library.md: the subtitle defaults to "More blog from" (news, stories) and the brand.
  const subTitle = props.subTitle ?? fill(texts.moreFrom[CARD_BLOCKS[kind]], { site: siteName });
  const mainTitle = props.withMainTitle && props.title ? props.title : null;
  return (
    <Section common={props} className="cards">
      <div className="container">
        {mainTitle ? <Heading level={1}>{mainTitle}</Heading> : null}
        <Heading level={mainTitle ? 2 : 1} className="cards__subtitle">
          {subTitle}
        </Heading>
        {props.withSecondaryTitle && props.secondaryTitle ? (
          <p className="cards__secondary">{props.secondaryTitle}</p>
        ) : null}
        {props.withParagraphsAbove && props.paragraphAbove ? (
          <div className="prose cards__paragraph">
            <RichText value={props.paragraphAbove} />
          </div>
        ) : null}
        <ul className="cards__list">
          {cards.map((card) => (
            <ListingCard
              key={card.url}
              card={card}
              level={mainTitle ? 3 : 2}
              withTitle={listing.withTitle}
              withText={listing.withText}
              // The layout page's label is English: other languages say it in their own words.
              linkLabel={language === "en" ? listing.linkLabel : texts.linkLabel}
            />
          ))}
        </ul>
        {paged ? (
          <Pagination
            path={path}
            page={paged.page}
            pages={paged.pages}
            label={fill(texts.pagination, { title: subTitle })}
          />
        ) : null}
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
    description: `Cards of the ${listed} with picture, date and excerpt, in the order of their layout page, then newest first; paginated when all are listed.`,
    group: "Listings",
    entries,
    // biome-ignore lint/correctness/noComponentHookFactories: built once per listing type at module load, never per render
    Component: (props: CardsProps) => <Cards kind={type} props={props} />,
    // A listing of every card is split into pages chosen by ?page=; a limited one is not.
    varies: (props) => (props.limit === undefined ? ["query:page"] : []),
    sample: { limit: 3 },
  });

export const blogCardsBlock = cardsBlock("blogCards", "Blog cards", "blog articles");
export const newsCardsBlock = cardsBlock("newsCards", "News cards", "news");
export const storiesCardsBlock = cardsBlock("storiesCards", "Stories cards", "customer stories");

/**
 * Layout pages only: the order and look of the cards of one page type
 * (docs/section-library.md). Cards not in `order` follow, newest first.
 */
export const cardsOrderBlock = defineBlock({
  type: "cardsOrder",
  label: "Cards order",
  description: "On a layout page: the order and look of the blog, news or stories cards.",
  group: "Listings",
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
