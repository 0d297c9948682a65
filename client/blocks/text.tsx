import { RichText } from "../rich-text/rich-text.tsx";
import type { BlockProps } from "./schemas.ts";

export function TextBlock({ title, body }: BlockProps<"text">) {
  return (
    <section className="block text-block">
      <div className="container container--narrow prose">
        {title ? <h2>{title}</h2> : null}
        <RichText value={body} />
      </div>
    </section>
  );
}
