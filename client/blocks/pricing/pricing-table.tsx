import * as v from "valibot";
import { usePageContext } from "../../page-context.ts";
import { type PricingWords, pricingWords } from "../../pricing/pricing-words.ts";
import { linkAttributes } from "../../rich-text/links.ts";
import { inline } from "../../rich-text/schema.ts";
import { BlockTitle } from "../../sections/block-title.tsx";
import { Section } from "../../sections/section.tsx";
import { defineBlock, requiredText, type PropsOf } from "../define-block.ts";

/** docs/pricing.md: a product or service row of the plans table. */
const row = v.strictObject({
  product: requiredText("product"),
  /** Its product page or documentation. */
  url: v.optional(v.string()),
  isFree: v.optional(v.boolean(), false),
  isPro: v.optional(v.boolean(), false),
  isEnterprise: v.optional(v.boolean(), false),
  /** What it costs ("1 credit per request"), shown under its name. */
  costTitle: v.optional(v.string()),
});

const entries = {
  title: v.optional(v.string()),
  intro: v.optional(inline),
  /** docs/pricing.md: the Pro column shows only when plans equals '3'. */
  plans: v.optional(v.picklist(["2", "3"], "plans must be '2' or '3'"), "3"),
  products: v.pipe(v.array(row), v.maxLength(40, "at most 40 product rows")),
  services: v.optional(v.pipe(v.array(row), v.maxLength(20, "at most 20 service rows")), []),
};

type Row = v.InferOutput<typeof row>;
type Plan = { key: "isFree" | "isPro" | "isEnterprise"; name: string };

const FREE: Plan = { key: "isFree", name: "Free" };
const PRO: Plan = { key: "isPro", name: "Pro" };
const ENTERPRISE: Plan = { key: "isEnterprise", name: "Enterprise" };

/** The table's plan columns: Free and Enterprise, and Pro between them only when plans is '3'. */
export function tableColumns(plans: "2" | "3"): Plan[] {
  return plans === "3" ? [FREE, PRO, ENTERPRISE] : [FREE, ENTERPRISE];
}

function Mark(props: { included: boolean; plan: string; product: string; words: PricingWords["table"] }) {
  const { included, plan, product, words } = props;
  return (
    <td className={`pricing-table__mark pricing-table__mark--${included ? "yes" : "no"}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {included ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 12h10" />}
      </svg>
      <span className="visually-hidden">
        {included ? words.included(product, plan) : words.notIncluded(product, plan)}
      </span>
    </td>
  );
}

function Rows({
  heading,
  rows,
  columns,
  siteHost,
  words,
}: {
  heading: string;
  rows: Row[];
  columns: Plan[];
  siteHost: string;
  words: PricingWords["table"];
}) {
  if (rows.length === 0) return null;
  return (
    <tbody>
      <tr className="pricing-table__group">
        <th scope="colgroup" colSpan={columns.length + 1}>
          {heading}
        </th>
      </tr>
      {rows.map((r) => (
        <tr key={r.product}>
          <th scope="row" className="pricing-table__product">
            {r.url ? <a {...linkAttributes(r.url, siteHost)}>{r.product}</a> : r.product}
            {r.costTitle ? <span className="pricing-table__cost">{r.costTitle}</span> : null}
          </th>
          {columns.map((plan) => (
            <Mark key={plan.key} included={r[plan.key]} plan={plan.name} product={r.product} words={words} />
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** What each plan includes, product by product and service by service. */
function PricingTable(props: PropsOf<typeof entries>) {
  const { title, intro, plans, products, services } = props;
  const { siteHost, language } = usePageContext();
  const columns = tableColumns(plans);
  const words = pricingWords(language).table;
  return (
    <Section common={props} className="pricing-table">
      <div className="container">
        <BlockTitle title={title} intro={intro} introClassName="pricing__intro" />
        <div className="pricing-table__scroll">
          <table className={`pricing-table__table pricing-table__table--${columns.length}`}>
            <caption className="visually-hidden">{title ?? words.caption}</caption>
            <thead>
              <tr>
                <td />
                {columns.map((plan) => (
                  <th key={plan.key} scope="col">
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <Rows heading={words.products} rows={products} columns={columns} siteHost={siteHost} words={words} />
            <Rows heading={words.services} rows={services} columns={columns} siteHost={siteHost} words={words} />
          </table>
        </div>
      </div>
    </Section>
  );
}

export const pricingTableBlock = defineBlock({
  type: "pricingTable",
  group: "Pricing",
  label: "Pricing table",
  description: "What Free, Pro and Enterprise include, product by product and service by service.",
  entries,
  Component: PricingTable,
  sample: {
    title: "Compare plans",
    plans: "3",
    products: [
      {
        product: "Localities API",
        url: "/products/localities",
        isFree: true,
        isPro: true,
        isEnterprise: true,
        costTitle: "1 credit per request",
      },
      { product: "Private datasets", isEnterprise: true, costTitle: "On quotation" },
    ],
    services: [{ product: "99.9% SLA", isEnterprise: true }],
  },
});
