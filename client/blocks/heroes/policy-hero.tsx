import * as v from "valibot";
import { InlineText } from "../../rich-text/rich-text.tsx";
import { inline } from "../../rich-text/schema.ts";
import { Heading, Section } from "../../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";
import { formatDate } from "../listings/dates.ts";
import { usePageContext } from "../../page-context.ts";

/** The opening of a policy page: its title, what it covers, and when it last changed. */
const entries = {
  title: requiredText("title"),
  summary: v.optional(inline),
  /** Date the policy took effect (YYYY-MM-DD). */
  effectiveDate: v.optional(v.pipe(v.string(), v.isoDate("effectiveDate must be a date, YYYY-MM-DD"))),
  /** Date of its last change (YYYY-MM-DD). */
  updatedAt: v.optional(v.pipe(v.string(), v.isoDate("updatedAt must be a date, YYYY-MM-DD"))),
  version: v.optional(v.string()),
};

function PolicyHero(props: PropsOf<typeof entries>) {
  const { title, summary, effectiveDate, updatedAt, version } = props;
  const { language } = usePageContext();
  const facts = [
    updatedAt
      ? { label: "Last updated", value: <time dateTime={updatedAt}>{formatDate(updatedAt, language)}</time> }
      : null,
    effectiveDate
      ? { label: "In effect since", value: <time dateTime={effectiveDate}>{formatDate(effectiveDate, language)}</time> }
      : null,
    version ? { label: "Version", value: version } : null,
  ].filter((fact) => fact !== null);
  return (
    <Section common={props} className="policy-hero">
      <div className="container container--narrow">
        <p className="policy-hero__kicker">Policies</p>
        <Heading level={1} className="policy-hero__title">
          {title}
        </Heading>
        {summary ? (
          <p className="policy-hero__summary">
            <InlineText value={summary} />
          </p>
        ) : null}
        {facts.length > 0 ? (
          <dl className="policy-hero__facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </Section>
  );
}

export const policyHeroBlock = defineBlock({
  type: "policyHero",
  label: "Policy hero",
  description: "The opening of a policy page: title, what it covers, version and dates.",
  group: "Heroes and titles",
  entries,
  Component: PolicyHero,
  sample: {
    title: "Privacy policy",
    summary: "What we collect when you use our website and APIs, why, and the choices you have.",
    updatedAt: "2026-09-01",
    effectiveDate: "2026-10-01",
    version: "4.2",
  },
});
