import type { AnchorHTMLAttributes, ReactNode } from "react";
import { isEditing, usePageContext } from "../../page-context.ts";
import { pageLinkAttributes } from "../../rich-text/page-link.ts";
import { ctaAttributes } from "../../analytics/cta.ts";

/**
 * The attributes of a block's link: in the page's language where the page it leads to has a
 * translation (docs/languages.md); external addresses open a new tab with no opener;
 * in the editor (edit mode) links are inert, with no address (docs/section-library.md).
 */
export function useLinkAttributes(): (href: string) => AnchorHTMLAttributes<HTMLAnchorElement> {
  const context = usePageContext();
  return (href) => (isEditing(context) ? { "aria-disabled": true } : pageLinkAttributes(href, context));
}

/**
 * A call to action's link (docs/section-library.md): internal addresses navigate in the page's own
 * tab, external ones open a new tab with no opener; its analytics fields travel as data
 * attributes for the tag manager. In the editor (edit mode) it is inert: no address.
 */
export function CtaLink({
  cta,
  className,
  children,
}: {
  cta: { link: string; label: string; gaid?: string; category?: string; action?: string };
  className?: string;
  children?: ReactNode;
}) {
  const link = useLinkAttributes();
  const analytics = ctaAttributes({ gaid: cta.gaid, category: cta.category, action: cta.action, label: cta.label });
  return (
    <a className={className} {...link(cta.link)} {...analytics}>
      {children ?? cta.label}
    </a>
  );
}
