import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Catalogue, CatalogueEntry } from "../../client/content/catalogue.ts";
import { pageSchema } from "../../client/content/page-schema.ts";
import type { SiteSettings } from "../../client/content/site-schema.ts";
import { alternates, breadcrumbs, previewImage, robotsDirective } from "./head.ts";
import { faqPage } from "./json-ld.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

const SITE = "https://www.locus.example";

function entry(fields: Partial<CatalogueEntry>): CatalogueEntry {
  return {
    id: "x",
    name: "Page",
    slug: "page",
    type: "page",
    language: "en",
    status: "PUBLISHED",
    url: "/page",
    translations: [],
    indexing: true,
    indexingDefault: true,
    noFollowNoIndex: false,
    tags: [],
    listable: true,
    rootPage: "",
    title: "T",
    description: "D",
    fullscreen: false,
    ...fields,
  };
}

const page = (fields: Record<string, unknown> = {}) =>
  v.parse(pageSchema, {
    name: "Page",
    type: "page",
    slug: "page",
    status: "PUBLISHED",
    meta: { title: "T", description: "D" },
    blocks: [],
    ...fields,
  });

describe("page head", () => {
  it("a .webp social image is announced as .png, absolute", () => {
    expect(previewImage("/media/hero.webp", SITE)).toBe("https://www.locus.example/media/hero.png");
    expect(previewImage("https://cdn.example/a.jpg", SITE)).toBe("https://cdn.example/a.jpg");
    expect(previewImage(undefined, SITE)).toBeUndefined();
  });

  it("noindex when the page says so or its indexing (type default) is off", () => {
    expect(robotsDirective(page({ customValues: { noFollowNoIndex: true } }), entry({}))).toBe("noindex, nofollow");
    expect(robotsDirective(page(), entry({ indexing: false }))).toBe("noindex");
    expect(robotsDirective(page(), entry({}))).toBeNull();
  });

  it("hreflang links to every language version and x-default to English", () => {
    const kunden = entry({
      language: "de",
      url: "/kunden",
      translations: [{ language: "en", slug: "clients", name: "Clients", url: "/clients" }],
    });
    expect(alternates(kunden, SITE)).toEqual([
      { hreflang: "de", href: `${SITE}/kunden` },
      { hreflang: "en", href: `${SITE}/clients` },
      { hreflang: "x-default", href: `${SITE}/clients` },
    ]);
    expect(alternates(entry({}), SITE)).toEqual([]);
  });

  it("breadcrumbs: Home, the section page, the current page", () => {
    const catalogue = {
      pages: [entry({ url: "/", name: "Home" }), entry({ url: "/blog", name: "Blog" })],
    } as Catalogue;
    const site = { sectionPages: { blog: "/blog" } } as unknown as SiteSettings;
    expect(breadcrumbs(page({ type: "blog", name: "ZIP codes" }), "/blog/zip", catalogue, site, SITE)).toEqual([
      { name: "Home", url: `${SITE}/` },
      { name: "Blog", url: `${SITE}/blog` },
      { name: "ZIP codes", url: `${SITE}/blog/zip` },
    ]);
    expect(breadcrumbs(page({ type: "page", name: "Company" }), "/company", catalogue, site, SITE)).toHaveLength(2);
    expect(breadcrumbs(page(), "/", catalogue, site, SITE)).toEqual([]);
  });

  it("breadcrumbs of a German page start at the German home and pass the German section page", () => {
    const catalogue = {
      pages: [
        entry({
          url: "/",
          name: "Home",
          translations: [{ language: "de", slug: "startseite", name: "Startseite", url: "/startseite" }],
        }),
        entry({
          url: "/clients",
          name: "Clients",
          translations: [{ language: "de", slug: "kunden", name: "Kunden", url: "/kunden" }],
        }),
      ],
    } as Catalogue;
    const site = { sectionPages: { pageStory: "/clients" } } as unknown as SiteSettings;
    expect(
      breadcrumbs(page({ language: "de", name: "Preise", slug: "preise" }), "/preise", catalogue, site, SITE),
    ).toEqual([
      { name: "Startseite", url: `${SITE}/startseite` },
      { name: "Preise", url: `${SITE}/preise` },
    ]);
    expect(
      breadcrumbs(
        page({ language: "de", type: "pageStory", name: "Geschichte" }),
        "/clients/x",
        catalogue,
        site,
        SITE,
      )[1],
    ).toEqual({ name: "Kunden", url: `${SITE}/kunden` });
    // A language's own home page has no trail; a French page without a French home starts at "/".
    expect(breadcrumbs(page({ language: "de" }), "/startseite", catalogue, site, SITE)).toEqual([]);
    expect(breadcrumbs(page({ language: "fr", name: "Tarifs" }), "/tarifs", catalogue, site, SITE)[0]).toEqual({
      name: "Home",
      url: `${SITE}/`,
    });
  });
});

describe("FAQ structured data from accordion items", () => {
  it("each item is a Question with its answer as plain text", () => {
    const faq = faqPage(
      page({
        blocks: [
          {
            type: "accordion",
            props: {
              items: [
                {
                  title: "Is there a free plan?",
                  content: [{ p: ["Yes, ", { b: "10k" }, " requests."] }, { ul: ["a", "b"] }],
                },
              ],
            },
          },
        ],
      }).blocks,
    );
    expect(faq).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Is there a free plan?",
          acceptedAnswer: { "@type": "Answer", text: "Yes, 10k requests.\na\nb" },
        },
      ],
    });
    expect(faqPage(page().blocks)).toBeNull();
  });
});

describe("sitemap and robots.txt", () => {
  it("lists indexable pages with their alternates and dates, and nothing else", () => {
    const xml = sitemapXml(
      {
        pages: [
          entry({
            url: "/clients",
            translations: [{ language: "de", slug: "kunden", name: "Kunden", url: "/kunden" }],
            publishedAt: "2026-01-02",
          }),
          entry({ url: "/news/event", indexing: false }),
          entry({ url: "/404", noFollowNoIndex: true }),
        ],
        listings: {} as Catalogue["listings"],
      },
      SITE,
    );
    expect(xml).toContain(
      `<url><loc>${SITE}/clients</loc><lastmod>2026-01-02</lastmod><xhtml:link rel="alternate" hreflang="en" href="${SITE}/clients"/><xhtml:link rel="alternate" hreflang="de" href="${SITE}/kunden"/></url>`,
    );
    expect(xml).not.toContain("/news/event");
    expect(xml).not.toContain("/404");
  });

  it("robots.txt points at the sitemap and keeps crawlers out of the API", () => {
    expect(robotsTxt(SITE)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });
});
