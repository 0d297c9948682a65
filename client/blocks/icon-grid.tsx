import { Icon } from "../icons/icon.tsx";
import { InlineText } from "../rich-text/rich-text.tsx";
import { BlockTitle } from "../sections/block-title.tsx";
import { Heading, Section } from "../sections/section.tsx";
import type { BlockProps } from "./schemas.ts";

export function IconGrid(props: BlockProps<"iconGrid">) {
  const { title, intro, columns, items } = props;
  return (
    <Section common={props} className="icon-grid">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="icon-grid__intro" />
        <ul className={`icon-grid__items icon-grid__items--${columns}`}>
          {items.map((item) => (
            <li key={item.title} className="icon-grid__item">
              <Icon name={item.icon} className="icon-grid__icon" />
              <Heading level={2} className="icon-grid__title">
                {item.title}
              </Heading>
              <p>
                <InlineText value={item.text} />
              </p>
              {item.link ? (
                <a className="icon-grid__link" href={item.link.href}>
                  {item.link.label}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
