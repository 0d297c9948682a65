import { renderToStaticMarkup } from "react-dom/server";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PageContext, type PageContextValue } from "../../page-context.ts";
import { pricingTableBlock, tableColumns } from "./pricing-table.tsx";

const context = {
  path: "/pricing",
  siteHost: "localhost:8787",
  listings: {},
  language: "en",
} as unknown as PageContextValue;

function render(props: object, language = "en"): string {
  const parsed = v.parse(pricingTableBlock.schema, { type: "pricingTable", props });
  return renderToStaticMarkup(
    <PageContext value={{ ...context, language } as PageContextValue}>
      <pricingTableBlock.Component {...parsed.props} />
    </PageContext>,
  );
}

const rows = {
  products: [{ product: "Maps", isFree: true, isPro: true, isEnterprise: true, costTitle: "1 credit per map load" }],
};

describe("the multi-plan table: the Pro column only when plans equals '3' (docs/pricing.md)", () => {
  it("columns by plans", () => {
    expect(tableColumns("3").map((c) => c.name)).toEqual(["Free", "Pro", "Enterprise"]);
    expect(tableColumns("2").map((c) => c.name)).toEqual(["Free", "Enterprise"]);
  });

  it("'3' (the default) renders a Pro column and Pro marks", () => {
    const html = render(rows);
    expect(html).toContain('<th scope="col">Pro</th>');
    expect(html).toContain("Maps: included in Pro");
  });

  it("'2' renders no Pro column and no Pro mark", () => {
    const html = render({ ...rows, plans: "2" });
    expect(html).not.toContain(">Pro<");
    expect(html).not.toContain("in Pro");
    expect(html).toContain("Maps: included in Enterprise");
  });

  it("plans is '2' or '3' only", () => {
    expect(
      v.safeParse(pricingTableBlock.schema, { type: "pricingTable", props: { ...rows, plans: "4" } }).issues?.[0]
        ?.message,
    ).toBe("plans must be '2' or '3'");
  });

  it("a German page names the groups and the marks in German", () => {
    const html = render({ ...rows, services: [{ product: "Support", isFree: true }] }, "de");
    expect(html).toContain(">Produkte</th>");
    expect(html).toContain(">Leistungen</th>");
    expect(html).toContain("Maps: in Pro enthalten");
    expect(html).toContain("Support: nicht in Enterprise");
    expect(html).not.toContain(">Products<");
  });
});
