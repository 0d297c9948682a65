import type { ReactNode } from "react";
import { linkAttributes } from "../rich-text/links.ts";
import { analyticsAttributes } from "../site/analytics.ts";

/** Plans a pricing call to action records (spec part 1 §4): aws is Pro bought on the marketplace. */
export type PlanChoice = "free" | "pro" | "enterprise" | "aws";

/**
 * A pricing call to action: a link that opens external addresses in a new tab, with its
 * analytics fields and `data-utm-plan`, from which the site script appends the plan marker
 * ([FREE], [PRO], [ENT]) to utm_content (spec part 1 §4, §9).
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
  analytics: { gaid?: string | undefined; category?: string | undefined; action?: string | undefined; label?: string | undefined };
  className: string;
  children: ReactNode;
}) {
  return (
    <a className={className} {...linkAttributes(href, siteHost)} {...analyticsAttributes(analytics)} data-utm-plan={plan}>
      {children}
    </a>
  );
}
