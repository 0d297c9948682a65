import { CARD_BLOCKS } from "./schemas.ts";
import type { BlockProps } from "./schemas.ts";
import { usePageContext } from "../page-context.ts";
import { RichText } from "../rich-text/rich-text.tsx";
import { Heading, Section } from "../sections/section.tsx";

type CardsKind = keyof typeof CARD_BLOCKS;

/** Spec part 1 §2: the subtitle defaults to "More blog from" (news, stories) and the brand. */
const DEFAULT_SUBTITLE: Record<CardsKind, string> = {
  blogCards: "More blog from",
  newsCards: "More news from",
  storiesCards: "More stories from",
};

const DATE_LOCALES = { en: "en-GB", de: "de-DE", fr: "fr-FR" } as const;

function formatDate(iso: string, language: keyof typeof DATE_LOCALES): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * Blog, news or stories cards: pages of one type from the catalogue, ordered by their
 * layout page, then newest first. The page being shown is never its own card.
 */
export function Cards({ kind, props }: { kind: CardsKind; props: BlockProps<CardsKind> }) {
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
