import { RichText } from "../rich-text/rich-text.tsx";
import { BlockTitle } from "../sections/block-title.tsx";
import { Heading, Section } from "../sections/section.tsx";
import type { BlockProps } from "./schemas.ts";

/**
 * FAQ items as native <details>: closed by default, toggled by click or keyboard with no
 * JavaScript; the caret turns from bottom to top when open (CSS).
 */
export function Accordion(props: BlockProps<"accordion">) {
  const { title, intro, items } = props;
  return (
    <Section common={props} className="accordion">
      <div className="container container--narrow">
        <BlockTitle title={title} intro={intro} introClassName="accordion__intro" />
        <div className="accordion__items">
          {items.map((item) => (
            <details key={item.title} className="accordion__item">
              <summary className="accordion__summary">
                <Heading level={2} className="accordion__title">
                  {item.title}
                </Heading>
                <svg className="accordion__caret" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 9.5l6 6 6-6" />
                </svg>
              </summary>
              <div className="accordion__content prose">
                <RichText value={item.content} />
              </div>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
