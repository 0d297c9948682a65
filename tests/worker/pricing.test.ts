import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedKv, visit } from "./kv.ts";
import { contentEntries } from "./built-kv.ts";

/** The pages this file visits (tests/worker/kv.ts). */
const FIXTURE = { pages: ["/pricing", "/pricing-credits"] };

beforeAll(() => seedKv(FIXTURE));

/** The simulator island's server-rendered props. */
function simulatorProps(html: string): {
  currency: string;
  planId: string;
  planKnown: boolean;
  tiers: { id: string }[];
} {
  const match = /<locus-island data-island="pricing-simulator" data-props="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error("no pricing simulator on the page");
  return JSON.parse(match[1].replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as ReturnType<typeof simulatorProps>;
}

const selectedTier = (html: string) => /class="tier-option is-selected[^"]*" data-tier="([\w-]+)"/.exec(html)?.[1];
const currencies = (html: string) => [...new Set([...html.matchAll(/data-currency="(\w+)"/g)].map((m) => m[1]))];

describe("priced pages: each visitor gets their own currency from the first HTML", () => {
  it("/pricing for a GB then a US visitor, back to back: pounds, then dollars, everywhere on the page", async () => {
    const gb = await (await visit("/pricing", { country: "GB" })).text();
    const us = await (await visit("/pricing", { country: "US" })).text();
    expect(currencies(gb)).toEqual(["pounds"]);
    expect(currencies(us)).toEqual(["dollars"]);
    // Cards (geolocated), simulator result and the tier totals.
    expect(gb).toContain('<span class="price-card__money">£42</span>');
    expect(us).toContain('<span class="price-card__money">$55</span>');
    expect(simulatorProps(gb).currency).toBe("pounds");
    expect(simulatorProps(us).currency).toBe("dollars");
    expect(gb).toMatch(/data-testid="total-pro-starter">£60.20</);
    expect(us).toMatch(/data-testid="total-pro-starter">\$77.75</);
    // And again, now that both are in the render cache.
    expect(currencies(await (await visit("/pricing", { country: "GB" })).text())).toEqual(["pounds"]);
    expect(currencies(await (await visit("/pricing", { country: "FR" })).text())).toEqual(["euros"]);
  });

  it("?currency= wins over the country, in the simulator's links too", async () => {
    const html = await (await visit("/pricing?currency=dollars&plan_id=pro-scale", { country: "GB" })).text();
    expect(currencies(html)).toEqual(["dollars"]);
    expect(html).toContain('href="/pricing?plan_id=pro-scale&amp;currency=pounds"');
  });

  it("/pricing-credits lists the tiers in the visitor's currency", async () => {
    const gb = await (await visit("/pricing-credits", { country: "GB" })).text();
    const us = await (await visit("/pricing-credits", { country: "US" })).text();
    expect(gb).toMatch(/data-testid="tier-price-pro-growth">£169</);
    expect(us).toMatch(/data-testid="tier-price-pro-growth">\$219</);
    expect(gb).toContain("2 credits per request");
  });

  it("priced pages are private to the visitor, never shared by a CDN", async () => {
    const response = await visit("/pricing", { country: "GB" });
    expect(response.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
  });
});

describe("the simulator's plan_id (docs/pricing.md) and the default plan id from settings", () => {
  it("each plan_id gets its own selected tier, back to back", async () => {
    const scale = await (await visit("/pricing?plan_id=pro-scale", { country: "GB" })).text();
    const plain = await (await visit("/pricing", { country: "GB" })).text();
    const growth = await (await visit("/pricing?plan_id=pro-growth", { country: "GB" })).text();
    expect([selectedTier(scale), selectedTier(plain), selectedTier(growth)]).toEqual([
      "pro-scale",
      "pro-starter",
      "pro-growth",
    ]);
    expect(simulatorProps(scale)).toMatchObject({ planId: "pro-scale", planKnown: true });
    expect(selectedTier(await (await visit("/pricing?plan_id=pro-scale", { country: "GB" })).text())).toBe("pro-scale");
  });

  it("the default plan id comes from the site settings", async () => {
    const site = contentEntries.find((e) => e.key === "site");
    const settings = JSON.parse(site?.value ?? "{}") as { pricing: { defaultPlanId: string } };
    await env.CONTENT.put(
      "site",
      JSON.stringify({ ...settings, pricing: { ...settings.pricing, defaultPlanId: "pro-volume" } }),
    );
    await env.CONTENT.put("version", "pricing-default-plan");
    try {
      expect(selectedTier(await (await visit("/pricing-credits", { country: "FR" })).text())).toBe("pro-volume");
    } finally {
      await seedKv(FIXTURE);
    }
  });

  it("an unknown plan_id shows the default plan and says so; a hostile one is escaped", async () => {
    const unknown = await (await visit("/pricing?plan_id=gold")).text();
    expect(selectedTier(unknown)).toBe("pro-starter");
    expect(unknown).toContain("The plan in the link is not one of our tiers, so Pro Starter is selected.");
    const hostile = await visit(`/pricing?plan_id=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(hostile.status).toBe(200);
    expect(await hostile.text()).not.toContain("<script>alert(1)");
  });
});

describe("pricing cards", () => {
  it("carry their plan for the utm_content marker, and Pro its marketplace purchase", async () => {
    const html = await (await visit("/pricing", { country: "US" })).text();
    expect(html).toMatch(
      /<a class="button button--secondary price-card__cta" href="\/contact\?originfunnel=signup" data-gaid="pricing-free" data-ga-category="pricing" data-ga-action="choose-plan" data-ga-label="Start for free" data-utm-plan="free">/,
    );
    expect(html).toMatch(/data-utm-plan="pro">Choose Pro<\/a>/);
    expect(html).toMatch(/data-utm-plan="enterprise">Talk to sales<\/a>/);
    expect(html).toMatch(
      /<a class="price-card__marketplace" href="https:\/\/aws\.amazon\.com\/marketplace\/[^"]+" target="_blank" rel="noopener noreferrer" data-gaid="pricing-pro-aws" data-ga-label="Buy Pro on AWS Marketplace" data-utm-plan="aws">/,
    );
  });

  it("the plans table has the Pro column (plans is '3')", async () => {
    const html = await (await visit("/pricing")).text();
    expect(html).toContain('<th scope="col">Free</th><th scope="col">Pro</th><th scope="col">Enterprise</th>');
  });
});
