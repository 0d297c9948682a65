import { InlineText } from "../rich-text/rich-text.tsx";
import type { BlockProps } from "./schemas.ts";

export function Hero({ eyebrow, title, text, actions }: BlockProps<"hero">) {
  return (
    <section className="block hero">
      <div className="container">
        {eyebrow ? <p className="hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="hero__title">{title}</h1>
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
    </section>
  );
}
