import { beforeAll, describe, expect, it } from "vitest";
import type { FunnelProps } from "../../client/funnel/props.ts";
import { seedKv, visit } from "./kv.ts";

beforeAll(() => seedKv({ pages: ["/contact", "/contactez-nous", "/kontakt"] }));

async function page(path: string): Promise<string> {
  const response = await visit(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

function funnelProps(html: string): FunnelProps {
  const match = /<locus-island data-island="funnel" data-props="([^"]*)"/.exec(html);
  if (!match?.[1]) throw new Error("no funnel island");
  const json = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  return JSON.parse(json) as FunnelProps;
}

describe("contact pages: full-screen funnel, server-rendered at the right step", () => {
  it("/contact starts on contact choices, with the logo link home and a Back button", async () => {
    const html = await page("/contact");
    expect(html).toContain('<a class="logo" href="/">');
    expect(html).toContain('<h1 class="funnel__title">Contact Locus</h1>');
    expect(html).toMatch(/<button type="button" class="funnel__back">.*Back<\/button>/);
    expect(html).toContain("How can we help?");
    expect(html).not.toContain("site-header");
  });

  it("originfunnel=signup starts on the sign-up use cases; pricing on the enterprise form (docs/leads.md)", async () => {
    expect(await page("/contact?originfunnel=signup")).toContain("What will you build with Locus?");
    const pricing = await page("/contact?originfunnel=pricing");
    expect(pricing).toContain("Let&#x27;s talk about Enterprise");
    expect(pricing).toMatch(/<input id="funnel-enterprise-email"[^>]* type="email"/);
    // Each variant is its own cached render: the plain page still starts on the choices.
    expect(await page("/contact")).toContain("How can we help?");
  });

  it("the island's props carry the start rule's value and the lists in the page's language", async () => {
    const props = funnelProps(await page("/contact?originfunnel=signup"));
    expect(props.originFunnel).toBe("signup");
    expect(props.industries).toHaveLength(27);
    expect(props.timeframes.map((t) => t.value)).toContain("I don't know");
    expect(props.countries.length).toBeGreaterThan(240);
    expect(props.countries.find((c) => c.value === "Germany")?.label).toBe("Germany");
  });

  it("/kontakt is in German; values sent stay English", async () => {
    const html = await page("/kontakt");
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Wie können wir Ihnen helfen?");
    const props = funnelProps(html);
    expect(props.countries.find((c) => c.value === "Germany")?.label).toBe("Deutschland");
    expect(props.industries[3]).toEqual({ value: "Retail", label: "Einzelhandel" });
  });

  it("/contactez-nous is in French and sends French industry values (docs/leads.md)", async () => {
    const html = await page("/contactez-nous");
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Comment pouvons-nous vous aider\u00a0?");
    const props = funnelProps(html);
    expect(props.industries[3]).toEqual({ value: "Commerce de détail", label: "Commerce de détail" });
    expect(props.countries.find((c) => c.value === "Germany")?.label).toBe("Allemagne");
    expect(props.timeframes[0]).toEqual({ value: "less than a month", label: "moins d’un mois" });
  });

  it("a long or unusual originfunnel value is rendered, not cached, and starts on contact choices", async () => {
    const html = await page(`/contact?originfunnel=${"x".repeat(100)}`);
    expect(html).toContain("How can we help?");
  });
});
