import * as v from "valibot";
import { ICON_NAMES } from "../../icons/icon-names.ts";
import { Icon } from "../../icons/icon.tsx";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, linkField, requiredText, type PropsOf } from "../define-block.ts";
import { useLinkAttributes } from "../media/cta-link.tsx";

/** An iconed article: an icon, a title, a short text and an optional link (docs/section-library.md). */
export const iconedArticleFields = {
  icon: v.picklist(ICON_NAMES, `icon must be one of ${ICON_NAMES.join(", ")}`),
  title: requiredText("title"),
  text: inline,
  link: v.optional(linkField),
};

export const iconedArticleItem = v.strictObject(iconedArticleFields);
export type IconedArticleValue = v.InferOutput<typeof iconedArticleItem>;

/** One iconed article; `level` is its title's level in a first section. */
export function IconedArticle({
  article,
  level,
  className,
}: {
  article: IconedArticleValue;
  level: number;
  className: string;
}) {
  const link = useLinkAttributes();
  return (
    <>
      <Icon name={article.icon} className={`${className}__icon`} />
      <Heading level={level} className={`${className}__title`}>
        {article.title}
      </Heading>
      <p>
        <InlineText value={article.text} />
      </p>
      {article.link ? (
        <a className={`${className}__link`} {...link(article.link.href)}>
          {article.link.label}
        </a>
      ) : null}
    </>
  );
}

const entries = iconedArticleFields;

function IconedArticleBlock(props: PropsOf<typeof entries>) {
  return (
    <Section common={props} className="iconed-article">
      <div className="container container--narrow iconed-article__body">
        <IconedArticle article={props} level={1} className="iconed-article" />
      </div>
    </Section>
  );
}

export const iconedArticleBlock = defineBlock({
  type: "iconedArticle",
  label: "Iconed article",
  description: "One short article with an icon, a title, a text and a link.",
  group: "Articles and cards",
  entries,
  Component: IconedArticleBlock,
  sample: {
    icon: "shield",
    title: "Your keys stay on your server",
    text: "Restrict a key to your domains and apps; rotate it from the console without downtime.",
    link: { label: "Read the security guide", href: "/policies/privacy" },
  },
});
