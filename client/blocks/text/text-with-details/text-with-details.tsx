import * as v from "valibot";
import { ICON_NAMES } from "../../../icons/icon-names.ts";
import { Icon } from "../../../icons/icon.tsx";
import { usePageContext } from "../../../page-context.ts";
import { CURRENCIES } from "../../../pricing/currency.ts";
import { RichText } from "../../../rich-text/rich-text.tsx";
import { richText } from "../../../rich-text/schema.ts";
import { anchorId } from "../../../sections/anchor-id.ts";
import { Heading, Section } from "../../../sections/section.tsx";
import { defineBlock, repeater, requiredText, type PropsOf } from "../../define-block.ts";
import { analyticsEntries } from "../../fields/cta.ts";
import { CtaLink } from "../../media/cta-link.tsx";
import { articleButton, detailsCurrency, detailsFor, missingCurrencyDetails } from "./rules.ts";

/** docs/section-library.md, one item of the repeater (1 to 10). */
const detailsItem = v.pipe(
  v.strictObject({
    title: requiredText("title"),
    subtitle: v.optional(v.string()),
    text: v.optional(richText),
    details: v.optional(richText),
    detailsDollars: v.optional(richText),
    detailsEuros: v.optional(richText),
    detailsPounds: v.optional(richText),
    /** The text-by-currency toggle: show the details of the visitor's currency. */
    textByCurrency: v.optional(v.boolean(), false),
    articleIcon: v.optional(
      v.picklist([...ICON_NAMES, ""] as const, `articleIcon must be one of ${ICON_NAMES.join(", ")}`),
      "documentation",
    ),
    articleLabel: v.optional(v.string(), "Documentation"),
    url: v.optional(v.string()),
    ...analyticsEntries,
    label: v.optional(v.string()),
    titleAnchor: v.optional(v.string()),
    subtitleAnchor: v.optional(v.string()),
  }),
  v.forward(
    v.check(
      (item) => missingCurrencyDetails(item).length === 0,
      (issue) =>
        `textByCurrency needs the details of every currency; missing: ${missingCurrencyDetails(issue.input as Parameters<typeof missingCurrencyDetails>[0]).join(", ")}`,
    ),
    ["textByCurrency"],
  ),
);

const entries = {
  title: v.optional(v.string()),
  /** The currency the editor previews in edit mode; visitors get theirs. */
  selectCurrency: v.optional(v.picklist(CURRENCIES, "selectCurrency must be euros, dollars or pounds"), "euros"),
  items: repeater(detailsItem, 10, "text with details items", 1),
};

function TextWithDetails(props: PropsOf<typeof entries>) {
  const { title, selectCurrency, items } = props;
  const context = usePageContext();
  const currency = detailsCurrency(context.mode, selectCurrency, context.currency);
  const itemLevel = title ? 2 : 1;
  return (
    <Section common={props} className="text-with-details">
      <div className="container">
        {title ? <Heading level={1}>{title}</Heading> : null}
        <div
          className="text-with-details__items"
          data-currency={currency}
          // Details by currency are rendered for one currency: choosing another reloads the page.
          data-currency-reload={items.some((item) => item.textByCurrency) ? "" : undefined}
        >
          {items.map((item, i) => {
            const details = detailsFor(item, currency);
            const button = articleButton(item);
            return (
              <article key={i} className="text-with-details__item">
                <div className="text-with-details__main">
                  <Heading
                    level={itemLevel}
                    className="text-with-details__title"
                    id={item.titleAnchor ? anchorId(item.titleAnchor) : undefined}
                  >
                    {item.title}
                  </Heading>
                  {item.subtitle ? (
                    <p
                      className="text-with-details__subtitle"
                      id={item.subtitleAnchor ? anchorId(item.subtitleAnchor) : undefined}
                    >
                      {item.subtitle}
                    </p>
                  ) : null}
                  {item.text ? (
                    <div className="prose">
                      <RichText value={item.text} />
                    </div>
                  ) : null}
                </div>
                {details || button ? (
                  <aside className="text-with-details__details" aria-label={`${item.title}: details`}>
                    {details ? (
                      <div className="prose">
                        <RichText value={details} />
                      </div>
                    ) : null}
                    {button ? (
                      <CtaLink
                        cta={{
                          link: button.url,
                          label: item.label ?? button.label,
                          gaid: item.gaid,
                          category: item.category,
                          action: item.action,
                        }}
                        className="button button--secondary text-with-details__article"
                      >
                        <Icon name={button.icon} />
                        {button.label}
                      </CtaLink>
                    ) : null}
                  </aside>
                ) : null}
              </article>
            );
          })}
        </div>
      </div>
    </Section>
  );
}

export const textWithDetailsBlock = defineBlock({
  type: "textWithDetails",
  label: "Text with details",
  description: "Up to 10 texts, each with a details box (one per currency if needed) and an article button.",
  group: "Text",
  entries,
  Component: TextWithDetails,
  // The details follow the visitor's currency only when an item asks for it.
  varies: (props) => (props.items.some((item) => item.textByCurrency) ? ["currency"] : []),
  sample: {
    title: "What a request costs",
    selectCurrency: "euros",
    items: [
      {
        title: "Autocomplete sessions",
        subtitle: "One session, however many keystrokes",
        text: [
          {
            p: "A session starts with the first keystroke and ends when the visitor picks an address. Suggestions and the details of the chosen address count as one request.",
          },
        ],
        textByCurrency: true,
        detailsEuros: [{ p: [{ b: "€0.80" }, " per 1,000 sessions beyond the free 10,000 a month."] }],
        detailsDollars: [{ p: [{ b: "$0.90" }, " per 1,000 sessions beyond the free 10,000 a month."] }],
        detailsPounds: [{ p: [{ b: "£0.70" }, " per 1,000 sessions beyond the free 10,000 a month."] }],
        url: "/pricing",
        articleLabel: "See every price",
        articleIcon: "chart",
        gaid: "twd-pricing",
      },
      {
        title: "Map loads",
        text: [
          {
            p: "A map load is counted when a map is drawn in a page, whatever the number of tiles and zoom levels the visitor then views.",
          },
        ],
        details: [{ p: "Included in every plan up to 25,000 loads a month." }],
        url: "/products/map",
        gaid: "twd-map-docs",
      },
    ],
  },
});
