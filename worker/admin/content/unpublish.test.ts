import { describe, expect, it } from "vitest";
import { parseContent } from "../../../client/content/validate.ts";
import { indexEntry } from "../../../client/content/page-index.ts";
import { pageSchema, type Page } from "../../../client/content/page-schema.ts";
import { unpublishProblems } from "./unpublish.ts";

function page(slug: string, extra: Record<string, unknown> = {}, links: string[] = []): Page {
  const blocks = [{ type: "hero", props: { title: slug, actions: links.map((href) => ({ label: "Go", href })) } }];
  return parseContent(
    pageSchema,
    {
      name: `Page ${slug}`,
      type: "page",
      language: "en",
      slug,
      status: "PUBLISHED",
      meta: { title: slug, description: "d" },
      blocks,
      ...extra,
    },
    slug,
  );
}

function problemsFor(
  target: Page,
  others: Page[],
  more: {
    siteSettings?: { language: string; settings: unknown }[];
    redirects?: { source: string; destination: string }[];
  } = {},
) {
  const pages = [target, ...others];
  const index = pages.map((p, i) => indexEntry(`id-${i}`, `${p.slug}.json`, p));
  return unpublishProblems({
    id: "id-0",
    path: index[0]?.path as string,
    index,
    docs: new Map(pages.map((p, i) => [`id-${i}`, p])),
    siteSettings: more.siteSettings ?? [],
    redirects: more.redirects ?? [],
  });
}

describe("a page is not taken offline while something still leads to it", () => {
  it("a published page linking to its path, with a query or a fragment too", () => {
    const problems = problemsFor(page("pricing"), [
      page("start", {}, ["/pricing?plan=pro#cards"]),
      page("about", {}, ["/pricing-credits", "https://elsewhere.example/pricing"]),
    ]);
    expect(problems).toEqual([
      { field: "links", message: '"Page start" (/start) links here: change or remove that link first' },
    ]);
  });

  it("a draft linking to it does not hold it (it is not served)", () => {
    expect(problemsFor(page("pricing"), [page("draft", { status: "DRAFT" }, ["/pricing"])])).toEqual([]);
  });

  it("the header or footer of a language's site settings", () => {
    const settings = { header: { pricing: { text: "Preise", href: "/pricing" } } };
    expect(
      problemsFor(page("pricing"), [], {
        siteSettings: [
          { language: "de", settings },
          { language: "en", settings: { header: {} } },
        ],
      }),
    ).toEqual([
      {
        field: "links",
        message: "the site settings of pages in de (header or footer) link here: change that link first",
      },
    ]);
  });

  it("a redirect whose destination is the page", () => {
    expect(
      problemsFor(page("pricing"), [], {
        redirects: [
          { source: "/tarifs", destination: "/pricing" },
          { source: "/x", destination: "/pricingx" },
        ],
      }),
    ).toEqual([
      { field: "redirects", message: "the redirect from /tarifs leads here: change or delete it in Redirects first" },
    ]);
  });

  it("a translation in another language that names it; problems that were there before are not its own", () => {
    const german = page("preise", {
      name: "Preise",
      language: "de",
      translations: [{ language: "en", slug: "pricing" }],
    });
    const broken = page("tarifs", { name: "Tarifs", language: "fr", translations: [{ language: "en", slug: "gone" }] });
    const problems = problemsFor(page("pricing"), [german, broken]);
    expect(problems).toEqual([
      {
        field: "translations",
        message:
          '"Preise": translations[0]: no published page page "pricing" in en: remove the translation from that page first',
      },
    ]);
  });

  it("nothing leads to it: no problem", () => {
    expect(problemsFor(page("lonely"), [page("home", {}, ["/pricing"])])).toEqual([]);
  });
});
