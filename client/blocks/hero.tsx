import { InlineText } from "../rich-text/rich-text.tsx";
import { Heading, Section } from "../sections/section.tsx";
import type { BlockProps } from "./schemas.ts";

export function Hero(props: BlockProps<"hero">) {
  const { eyebrow, title, text, actions } = props;
  return (
    <Section common={props} className="hero">
      <div className="container">
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
              <a key={a.href} className={`button button--${a.style}`} href={a.href}>
                {a.label}
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </Section>
  );
}
