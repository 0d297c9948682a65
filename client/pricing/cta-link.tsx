import type { ReactNode } from "react";
import { ctaAttributes } from "../analytics/cta.ts";
import type { PlanChoice } from "../analytics/utm.ts";
import { usePageLink } from "../rich-text/page-link.ts";

/**
 * A pricing call to action: a link in the page's language (docs/languages.md) that opens
 * external addresses in a new tab, with its
 * analytics fields and `data-utm-plan`, from which the site script appends the plan marker
 * ([FREE], [PRO], [ENT]) to utm_content (docs/pricing.md; client/analytics/cta.ts).
 */
export function PlanLink({
  href,
  plan,
  siteHost,
  analytics,
  className,
  children,
}: {
  href: string;
  plan: PlanChoice;
  siteHost: string;
  analytics: {
    gaid?: string | undefined;
    category?: string | undefined;
    action?: string | undefined;
    label?: string | undefined;
  };
  className: string;
  children: ReactNode;
}) {
  const fields = Object.fromEntries(Object.entries(analytics).filter(([, value]) => value !== undefined));
  return (
    <a className={className} {...usePageLink(siteHost)(href)} {...ctaAttributes({ ...fields, utmPlan: plan })}>
      {children}
    </a>
  );
}
