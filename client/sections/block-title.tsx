import { InlineText } from "../rich-text/rich-text.tsx";
import type { Inline } from "../rich-text/schema.ts";
import { Heading } from "./section.tsx";

/** A block's optional title (level 1: the page's h1 in the first section) and intro line. */
export function BlockTitle({
  title,
  intro,
  introClassName,
}: {
  title?: string;
  intro?: Inline;
  introClassName?: string;
}) {
  return (
    <>
      {title ? <Heading level={1}>{title}</Heading> : null}
      {intro ? (
        <p className={introClassName}>
          <InlineText value={intro} />
        </p>
      ) : null}
    </>
  );
}
