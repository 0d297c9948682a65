import { RichText } from "../rich-text/rich-text.tsx";
import { Heading, Section } from "../sections/section.tsx";
import type { BlockProps } from "./schemas.ts";

export function TextBlock(props: BlockProps<"text">) {
  return (
    <Section common={props} className="text-block">
      <div className="container container--narrow prose">
        {props.title ? <Heading level={1}>{props.title}</Heading> : null}
        <RichText value={props.body} />
      </div>
    </Section>
  );
}
