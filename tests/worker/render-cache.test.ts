import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { renderStats } from "../../worker/pages/page-response.ts";
import { sessionCookie } from "./admin-helpers.ts";
import { seedKv, visit } from "./kv.ts";
import { contentEntries } from "./built-kv.ts";

beforeAll(() => seedKv({ pages: ["/blog", "/company", "/pricing"] }));

/** Renders (not cache hits) made while `run` runs: whole, or of the varying blocks of a pre-rendered page. */
async function rendersDuring(run: () => Promise<void>): Promise<number> {
  const before = renderStats.renders + renderStats.prerendered;
  await run();
  return renderStats.renders + renderStats.prerendered - before;
}

const currencyOf = (html: string) => /class="pricing__currency" data-currency="(\w+)"/.exec(html)?.[1];

describe("the render cache key comes from what the page's blocks vary by", () => {
  it("the same priced page, for a GB and a US visitor back to back: each gets its own currency", async () => {
    const gb = await (await visit("/pricing", { country: "GB" })).text();
    const us = await (await visit("/pricing", { country: "US" })).text();
    expect([currencyOf(gb), currencyOf(us)]).toEqual(["pounds", "dollars"]);
    expect(gb).toContain("£42");
    expect(us).toContain("$55");
    // Again, now from the cache: still each visitor's own prices.
    const renders = await rendersDuring(async () => {
      expect(currencyOf(await (await visit("/pricing", { country: "GB" })).text())).toBe("pounds");
      expect(currencyOf(await (await visit("/pricing", { country: "US" })).text())).toBe("dollars");
    });
    expect(renders).toBe(0);
  });

  it("a page with no varying block is rendered once, whoever asks for it", async () => {
    await env.CONTENT.put("version", "render-once");
    const renders = await rendersDuring(async () => {
      for (const country of ["GB", "US", "FR", undefined]) {
        const response = await visit("/company?utm_source=newsletter", { country });
        expect(response.status).toBe(200);
        expect(await response.text()).toContain("We make location dependable");
      }
      await (await visit("/company?currency=dollars")).text();
    });
    expect(renders).toBe(1);
  });

  it("a paginated listing varies by ?page= only: each page is rendered once, other parameters share it", async () => {
    await env.CONTENT.put("version", "pages-once");
    const renders = await rendersDuring(async () => {
      const first = await (await visit("/blog")).text();
      const again = await (await visit("/blog?utm_source=x", { country: "US" })).text();
      expect(again).toBe(first);
      await (await visit("/blog?page=2")).text();
    });
    expect(renders).toBe(2);
  });

  it("a page that varies by currency is rendered once per currency", async () => {
    await env.CONTENT.put("version", "per-currency");
    const renders = await rendersDuring(async () => {
      for (const country of ["GB", "JE", "US", "CA", "FR", "DE"]) await (await visit("/pricing", { country })).text();
    });
    expect(renders).toBe(3);
  });
});

describe("the playground", () => {
  it("renders every block of the registry from the Worker for admins, never indexed", async () => {
    const headers = { cookie: await sessionCookie() };
    expect((await visit("/admin/playground")).status).toBe(302);
    const response = await visit("/admin/playground", { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain("<h1>Block playground</h1>");
    for (const type of [
      "homeHero",
      "testimonialCards",
      "sectionsCarousel",
      "officeCards",
      "video",
      "iframeHtml",
      "pricingPlans",
    ]) {
      expect(html).toContain(`id="block-${type}"`);
    }
    // Each sample on the three backgrounds.
    expect(html.match(/Home hero(<!-- -->)? on (<!-- -->)?<strong>/g)?.length).toBe(3);
    // The editor view: links inert, the contact form a placeholder.
    const editing = await (await visit("/admin/playground?mode=edit", { headers })).text();
    expect(editing).toMatch(/Contact form: (<!-- -->)?https:\/\/forms.locus.example\/partners/);
  });

  it("is not a page of the content: no page JSON is read for it", () => {
    expect(contentEntries.some((entry) => entry.key.includes("playground"))).toBe(false);
  });
});
