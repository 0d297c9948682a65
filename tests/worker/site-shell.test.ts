import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedKv, visit } from "./kv.ts";
import { contentEntries } from "./built-kv.ts";

/** Published pages, one of each type and language: each must answer 200. */
const PUBLISHED = [
  "/",
  "/company",
  "/pricing",
  "/thanks",
  "/products/localities",
  "/products/map",
  "/industry/retail",
  "/clients/pharmacy-network",
  "/news/faster-mobile-maps",
  "/blog/us-zip-codes-explained",
  "/policies/privacy",
  "/use-case/store-locator",
  "/kunden",
  "/kontakt",
  "/neuigkeiten",
  "/partnerschaft",
  "/anwendungsfalle",
  "/entreprise",
  "/contactez-nous",
  "/actus",
  "/partenaires",
  "/cas-usage",
];

beforeAll(() =>
  seedKv({
    pages: [...PUBLISHED, "/blog", "/clients", "/contact", "/news/partner-day-lyon-2025"],
  }),
);

const html = async (path: string) => (await visit(path)).text();

function storedPage(path: string): Record<string, unknown> {
  const entry = contentEntries.find((e) => e.key === `page:${path}`);
  if (!entry) throw new Error(`no page ${path}`);
  return JSON.parse(entry.value) as Record<string, unknown>;
}

describe("routes: a page type's prefix plus the slug", () => {
  it.each(PUBLISHED)("%s answers 200", async (path) => {
    expect((await visit(path)).status).toBe(200);
  });

  const missing = [
    "/products/nothing",
    "/industry/nothing",
    "/clients/nothing",
    "/news/nothing",
    "/blog/nothing",
    "/policies/nothing",
    "/use-case/nothing",
    "/nothing",
    "/pharmacy-network",
    "/products/retail",
  ];
  it.each(missing)("%s answers 404", async (path) => {
    expect((await visit(path)).status).toBe(404);
  });

  it.each(["/blogposts-layout", "/news-layout", "/stories-layout", "/home-layout"])(
    "layout page %s is not served",
    async (path) => {
      expect((await visit(path)).status).toBe(404);
    },
  );

  it("the home slug is not a page of its own: /home goes to /", async () => {
    const response = await visit("/home");
    expect([response.status, response.headers.get("location")]).toEqual([301, "/"]);
  });
});

describe("page head", () => {
  it("a page whose indexing is off says noindex; an indexable one does not", async () => {
    expect(await html("/news/partner-day-lyon-2025")).toContain('<meta name="robots" content="noindex"/>');
    expect(await html("/products/map")).not.toContain('name="robots"');
  });

  it("special pages are not indexed by default", async () => {
    expect(await html("/thanks")).toMatch(/<meta name="robots" content="noindex/);
  });

  it("hreflang links join a page and its translations", async () => {
    const page = await html("/clients");
    expect(page).toContain('<link rel="alternate" hrefLang="de" href="http://localhost:8787/kunden"/>');
    expect(page).toContain('<link rel="alternate" hrefLang="fr" href="http://localhost:8787/entreprise"/>');
    expect(page).toContain('<link rel="alternate" hrefLang="x-default" href="http://localhost:8787/clients"/>');
  });

  it("a .webp social image is announced as .png", async () => {
    const page = storedPage("/company");
    await env.CONTENT.put(
      "page:/company",
      JSON.stringify({ ...page, meta: { ...(page.meta as object), image: "/media/team.webp" } }),
    );
    await env.CONTENT.put("version", "webp-test");
    expect(await html("/company")).toContain(
      '<meta property="og:image" content="http://localhost:8787/media/team.png"/>',
    );
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists published, indexable pages with their alternates, and no layouts or noindex pages", async () => {
    const response = await visit("/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain("<loc>http://localhost:8787/products/localities</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="http://localhost:8787/kunden"/>');
    for (const excluded of ["/404<", "/thanks<", "/news/partner-day-lyon-2025<", "-layout<"])
      expect(xml).not.toContain(excluded);
  });

  it("robots.txt names the sitemap", async () => {
    expect(await html("/robots.txt")).toContain("Sitemap: http://localhost:8787/sitemap.xml");
  });
});

describe("header, banner and footer", () => {
  it("standard pages have the banner, the header with its calls to action, and the footer", async () => {
    const page = await html("/");
    expect(page).toContain('class="site-banner site-banner--blue"');
    expect(page).toContain(
      '<a class="button button--primary" href="/contact?originfunnel=signup" data-gaid="header-signup"',
    );
    expect(page).toMatch(
      /<a class="site-nav__link" href="https:\/\/console\.locus\.example" target="_blank" rel="noopener noreferrer"/,
    );
    expect(page).toContain('<details class="nav-menu" name="site-menu" data-menu="menu-products">');
    expect(page).toContain('<button type="button" class="link-button" data-cookie-management=""');
    expect(page).toContain('class="site-footer"');
  });

  it("full-screen pages render without header and footer", async () => {
    for (const path of ["/contact", "/kontakt", "/contactez-nous"]) {
      const page = await html(path);
      expect(page, path).not.toContain("site-header");
      expect(page, path).not.toContain("site-footer");
    }
  });

  it("the header colour follows the page's headerColorField", async () => {
    const page = storedPage("/pricing");
    await env.CONTENT.put("page:/pricing", JSON.stringify({ ...page, customValues: { headerColorField: "black" } }));
    await env.CONTENT.put("version", "header-colour-test");
    expect(await html("/pricing")).toContain('class="site-header site-header--dark"');
  });
});

describe("blocks' common ground", () => {
  it("the first section's title is the only h1; later sections' titles are h2", async () => {
    const page = await html("/company");
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page).toMatch(/<h2[^>]*>What we believe<\/h2>/);
  });

  it("anchor ids, colours and paddings come from the common props", async () => {
    const page = storedPage("/company");
    const blocks = page.blocks as { props: Record<string, unknown> }[];
    blocks[1] = {
      ...blocks[1],
      props: {
        ...blocks[1]?.props,
        anchorId: "Offices & Teams",
        color: "dark",
        sectionPaddingTop: 120,
        specialPadding: true,
      },
    };
    await env.CONTENT.put("page:/company", JSON.stringify({ ...page, blocks }));
    await env.CONTENT.put("version", "common-props-test");
    expect(await html("/company")).toMatch(
      /<section id="offices___teams" class="section section--dark pt-120 pb-185 text-block"/,
    );
  });
});

describe("cards", () => {
  it("the blog page lists the posts, newest first", async () => {
    const page = await html("/blog");
    const zip = page.indexOf('href="/blog/us-zip-codes-explained"');
    const postal = page.indexOf('href="/blog/what-is-a-postal-code"');
    expect(zip).toBeGreaterThan(0);
    expect(postal).toBeGreaterThan(zip);
  });

  it("a post's cards never include the post itself", async () => {
    const page = await html("/blog/us-zip-codes-explained");
    expect(page).toContain('href="/blog/what-is-a-postal-code"');
    expect(page).not.toContain('class="card__link" href="/blog/us-zip-codes-explained"');
  });
});
