import { beforeAll, describe, expect, it } from "vitest";
import { seedKv, visit } from "./kv.ts";

/** The pages this file visits (tests/worker/kv.ts). */
const FIXTURE = { pages: ["/pricing", "/pricing-credits", "/company", "/entreprise"] };

beforeAll(() => seedKv(FIXTURE));

/** The simulator island's server-rendered props. */
function simulatorProps(html: string): {
  currency: string;
  planId: string | null;
  planKnown: boolean;
  tiers: { id: string }[];
} {
  const match = /<locus-island data-island="pricing-simulator" data-load="visible" data-props="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error("no pricing simulator on the page");
  return JSON.parse(match[1].replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as ReturnType<typeof simulatorProps>;
}

const selectedTier = (html: string) => /class="tier-option is-selected[^"]*" data-tier="([\w-]+)"/.exec(html)?.[1];
const currencies = (html: string) => [...new Set([...html.matchAll(/data-currency="(\w+)"/g)].map((m) => m[1]))];
/** The prices a visitor sees on the cards: every currency is in the HTML, the others hidden. */
const shownPrices = (html: string) =>
  [...html.matchAll(/<span class="price-card__money" data-in-currency="\w+">([^<]+)<\/span>/g)].map((m) => m[1]);
const hiddenPrices = (html: string) =>
  [...html.matchAll(/<span class="price-card__money" data-in-currency="\w+" hidden="">([^<]+)<\/span>/g)].map(
    (m) => m[1],
  );

describe("priced pages: each visitor gets their own currency from the first HTML", () => {
  it("/pricing for a GB then a US visitor, back to back: pounds, then dollars, everywhere on the page", async () => {
    const gb = await (await visit("/pricing", { country: "GB" })).text();
    const us = await (await visit("/pricing", { country: "US" })).text();
    expect(currencies(gb)).toEqual(["pounds"]);
    expect(currencies(us)).toEqual(["dollars"]);
    // Cards (geolocated), simulator result and the tier totals.
    expect(shownPrices(gb)).toEqual(["£0", "£42"]);
    expect(shownPrices(us)).toEqual(["$0", "$55"]);
    // The other currencies are there, hidden, for choosing one in place.
    expect(hiddenPrices(gb)).toEqual(["€0", "$0", "€49", "$55"]);
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
    expect(gb).toMatch(
      /data-testid="tier-price-pro-growth">(<span[^>]+hidden="">[^<]+<\/span>)*<span data-in-currency="pounds">£169</,
    );
    expect(us).toMatch(
      /data-testid="tier-price-pro-growth">(<span[^>]+hidden="">[^<]+<\/span>)*<span data-in-currency="dollars">\$219</,
    );
    expect(gb).toContain("2 credits per request");
  });

  it("tax is stated by currency: VAT for euros and pounds, applicable taxes for dollars", async () => {
    const shown = (html: string) =>
      [...html.matchAll(/<span data-in-currency="\w+">(Prices in [^<]+)<\/span>/g)].map((m) => m[1]);
    expect(shown(await (await visit("/pricing", { country: "US" })).text())[0]).toBe(
      "Prices in US dollars (USD), based on your location. Prices are plus applicable taxes.",
    );
    expect(shown(await (await visit("/pricing", { country: "GB" })).text())[0]).toContain("Prices exclude VAT.");
    expect(shown(await (await visit("/pricing", { country: "FR" })).text())[0]).toContain("Prices exclude VAT.");
  });

  it("Croatia and Bulgaria pay in euros", async () => {
    expect(currencies(await (await visit("/pricing", { country: "HR" })).text())).toEqual(["euros"]);
    expect(currencies(await (await visit("/pricing", { country: "BG" })).text())).toEqual(["euros"]);
  });

  it("priced pages are private to the visitor, never shared by a CDN", async () => {
    const response = await visit("/pricing", { country: "GB" });
    expect(response.headers.get("cache-control")).toBe("private, max-age=0, must-revalidate");
  });
});

describe("the simulator's plan_id (docs/pricing.md) and its recommendation", () => {
  it("each plan_id gets its own selected plan, back to back; without one, the lowest cost", async () => {
    const scale = await (await visit("/pricing?plan_id=pro-scale", { country: "GB" })).text();
    const plain = await (await visit("/pricing", { country: "GB" })).text();
    const growth = await (await visit("/pricing?plan_id=pro-growth", { country: "GB" })).text();
    const free = await (await visit("/pricing?plan_id=free", { country: "GB" })).text();
    expect([selectedTier(scale), selectedTier(plain), selectedTier(growth), selectedTier(free)]).toEqual([
      "pro-scale",
      "pro-starter",
      "pro-growth",
      "free",
    ]);
    expect(simulatorProps(scale)).toMatchObject({ planId: "pro-scale", planKnown: true });
    expect(simulatorProps(plain)).toMatchObject({ planId: null, planKnown: true });
    expect(selectedTier(await (await visit("/pricing?plan_id=pro-scale", { country: "GB" })).text())).toBe("pro-scale");
  });

  it("untouched, the lowest-cost line and the button name the same plan, and the button carries it", async () => {
    const html = await (await visit("/pricing", { country: "GB" })).text();
    expect(html).toContain("Lowest cost for this usage: Pro Starter, £60.20 a month.");
    expect(html).toMatch(/href="\/sign_up\?plan=pro-starter" data-testid="simulator-cta"/);
    expect(html).toContain(">Start with Pro Starter</a>");
  });

  it("an unknown plan_id shows the lowest cost and says so; a hostile one is escaped", async () => {
    const unknown = await (await visit("/pricing?plan_id=gold")).text();
    expect(selectedTier(unknown)).toBe("pro-starter");
    expect(unknown).toContain(
      "The plan in the link is not one of ours, so the lowest cost for this usage is selected.",
    );
    const hostile = await visit(`/pricing?plan_id=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(hostile.status).toBe(200);
    expect(await hostile.text()).not.toContain("<script>alert(1)");
  });
});

describe("one set of facts (docs/pricing.md)", () => {
  it("pages read the site settings' facts through tokens, in their language", async () => {
    const pricing = await (await visit("/pricing", { country: "GB" })).text();
    expect(pricing).toContain("<strong>10,000</strong> <!-- -->free API requests a month");
    expect(pricing).toContain("Email support from our engineers, usually within three business days");
    expect(pricing).toContain("1.10\u00a0USD per address checked");
    expect(pricing).not.toContain("{{");
    const company = await (await visit("/company")).text();
    for (const city of ["Lyon (headquarters)", "Berlin", "London"]) expect(company).toContain(`>${city}</h`);
    expect(company).not.toContain("Montréal");
    const french = await (await visit("/entreprise")).text();
    expect(french).toContain("Nos équipes de Lyon, Berlin et Londres");
  });
});

describe("pricing cards", () => {
  it("carry their plan for the utm_content marker, and Pro its marketplace purchase", async () => {
    const html = await (await visit("/pricing", { country: "US" })).text();
    expect(html).toMatch(
      /<a class="button button--secondary price-card__cta" href="\/sign_up\?plan=free" data-gaid="pricing-free" data-ga-category="pricing" data-ga-action="choose-plan" data-ga-label="Start for free" data-utm-plan="free">/,
    );
    expect(html).toMatch(/href="\/sign_up\?plan=pro-starter"[^>]*data-utm-plan="pro">Choose Pro<\/a>/);
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
