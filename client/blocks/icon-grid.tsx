import * as v from "valibot";
import { inline } from "../rich-text/schema.ts";
import { BlockTitle } from "../sections/block-title.tsx";
import { Section } from "../sections/section.tsx";
import { IconedArticle, iconedArticleItem } from "./articles/iconed-article.tsx";
import { defineBlock, type PropsOf } from "./define-block.ts";

/** Icon grid: 1 to 4 columns (default 3), up to 30 iconed articles (docs/section-library.md). */
const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  columns: v.optional(v.picklist([1, 2, 3, 4], "columns must be 1 to 4"), 3),
  items: v.pipe(v.array(iconedArticleItem), v.maxLength(30, "at most 30 items")),
};

function IconGrid(props: PropsOf<typeof entries>) {
  const { title, intro, columns, items } = props;
  return (
    <Section common={props} className="icon-grid">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="icon-grid__intro" />
        <ul className={`icon-grid__items icon-grid__items--${columns}`}>
          {items.map((item) => (
            <li key={item.title} className="icon-grid__item">
              <IconedArticle article={item} level={2} className="icon-grid" />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export const iconGridBlock = defineBlock({
  type: "iconGrid",
  label: "Icon grid",
  description: "Short articles, each with an icon, in 1 to 4 columns.",
  group: "Articles and cards",
  entries,
  Component: IconGrid,
  sample: {
    title: "Built for teams that ship",
    columns: 3,
    items: [
      { icon: "bolt", title: "Fast everywhere", text: "Answers from the edge, close to your users." },
      { icon: "shield", title: "Private by design", text: "Keys stay on your server; we keep no addresses." },
      {
        icon: "globe",
        title: "Worldwide",
        text: "Addresses and places in every country.",
        link: { label: "Coverage", href: "/products/localities" },
      },
    ],
  },
});
