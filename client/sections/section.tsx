import { createContext, useContext, type ReactNode } from "react";
import { anchorId } from "./anchor-id.ts";
import { sectionClassNames, type CommonProps } from "./common-props.ts";
import { headingTag } from "./heading-level.ts";

interface SectionPositionValue {
  /** True for the first section of the page, whose main title is the page's h1. */
  first: boolean;
}

const SectionPositionContext = createContext<SectionPositionValue>({ first: true });

/** Tells a block (and its headings) where it stands on the page. */
export function SectionPosition({ first, children }: { first: boolean; children: ReactNode }) {
  return <SectionPositionContext value={{ first }}>{children}</SectionPositionContext>;
}

export function useSectionPosition(): SectionPositionValue {
  return useContext(SectionPositionContext);
}

/** The element every block renders in: id from its anchor, classes from its common props. */
export function Section({
  common,
  className,
  labelledBy,
  children,
}: {
  common: CommonProps;
  className: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={common.anchorId ? anchorId(common.anchorId) : undefined}
      className={`${sectionClassNames(common)} ${className}`}
      data-component-id={common.componentId}
      aria-labelledby={labelledBy}
    >
      {children}
    </section>
  );
}

/**
 * A section title. `level` is its level in the first section of a page (main title 1);
 * in later sections it shifts down one level (docs/content-model.md).
 */
export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: number;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const { first } = useSectionPosition();
  const Tag = headingTag(level, first);
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
