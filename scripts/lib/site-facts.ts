import { factProblems } from "../../client/content/fact-check.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import { formatPercent } from "../../client/site/facts.ts";
import type { ParsedPage } from "./catalogue.ts";

/**
 * The build's check of "one set of facts" (docs/pricing.md): content/site.json must hold the
 * facts, no page may state one that disagrees with them (client/content/fact-check.ts), and
 * the SLA page, which the home page's uptime figure links to, must state the Enterprise SLA.
 */
export function siteFactProblems(siteFile: string, site: SiteSettings | null, pages: readonly ParsedPage[]): string[] {
  if (!site) return [];
  if (!site.facts) return [`${siteFile}: facts: missing; pages read the plans, support and offices there`];
  const facts = site.facts;
  const problems = factProblems(pages, facts, { tierCount: site.pricing?.tiers.length ?? 0 }).map(
    (p) => `${p.file}: ${p.message}`,
  );
  const sla = pages.find(({ page }) => page.type === "pagePolicy" && page.slug === "sla");
  const stated = formatPercent(facts.plans.enterprise.sla, "en");
  if (sla && !JSON.stringify(sla.page.blocks).includes(stated))
    problems.push(`${sla.file}: does not state the Enterprise SLA of the site settings (${stated})`);
  return problems;
}
