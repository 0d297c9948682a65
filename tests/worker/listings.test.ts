import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Card, Catalogue } from "../../client/content/catalogue.ts";
import { seedKv, visit } from "./kv.ts";
import { contentEntries } from "./built-kv.ts";

beforeAll(() => seedKv({ pages: ["/blog", "/blog/us-zip-codes-explained", "/company"] }));

function stored(key: string): Record<string, unknown> {
  const entry = contentEntries.find((e) => e.key === key);
  if (!entry) throw new Error(`no ${key} in dist/kv/content.json`);
  return JSON.parse(entry.value) as Record<string, unknown>;
}

/** 60 blog cards, newest first: 2026-12-31, 2026-12-30, … */
function sixtyCards(): Card[] {
  return Array.from({ length: 60 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 11, 31 - i)).toISOString().slice(0, 10);
    return {
      url: `/blog/post-${i + 1}`,
      slug: `post-${i + 1}`,
      name: `Post ${i + 1}`,
      title: `Post number ${i + 1}`,
      text: `Excerpt ${i + 1}`,
      publishedAt: day,
      ...(i % 2 === 0 ? { image: "/images/illustrations/checkout.svg" } : {}),
    };
  });
}

const cardTitles = (html: string) => [...html.matchAll(/class="card__title">([^<]+)</g)].map((m) => m[1]);

describe("listings of 60 cards", () => {
  beforeAll(async () => {
    const catalogue = stored("catalogue") as unknown as Catalogue;
    catalogue.listings.blog.cards.en = sixtyCards();
    await env.CONTENT.put("catalogue", JSON.stringify(catalogue));
    await env.CONTENT.put("version", "sixty-cards");
  });

  it("the blog index shows the 12 newest, with picture, date and excerpt, and links to the 4 other pages", async () => {
    const html = await (await visit("/blog")).text();
    expect(cardTitles(html)).toEqual(Array.from({ length: 12 }, (_, i) => `Post number ${i + 1}`));
    expect(html).toContain('<time class="card__date" dateTime="2026-12-31">31 December 2026</time>');
    expect(html).toContain("Excerpt 1");
    expect(html).toMatch(
      /<img class="card__image" src="\/images\/illustrations\/checkout.svg" alt="" width="640" height="400"/,
    );
    expect(
      [...html.matchAll(/<a href="(\/blog(?:\?page=\d)?)"( aria-current="page")? aria-label="Page (\d)"/g)].map(
        (m) => m[1],
      ),
    ).toEqual(["/blog", "/blog?page=2", "/blog?page=3", "/blog?page=4", "/blog?page=5"]);
    expect(html).toContain('<a class="pagination__step" href="/blog?page=2" rel="next">');
  });

  it("?page=5 shows the oldest cards; a page past the end shows the last page", async () => {
    const last = await (await visit("/blog?page=5")).text();
    expect(cardTitles(last)).toEqual(Array.from({ length: 12 }, (_, i) => `Post number ${i + 49}`));
    expect(last).toContain('aria-current="page" aria-label="Page 5"');
    expect(last).toContain('<a class="pagination__step" href="/blog?page=4" rel="prev">');
    expect(cardTitles(await (await visit("/blog?page=99")).text())).toEqual(cardTitles(last));
  });

  it("under an article, a limited listing shows its few cards and no pages", async () => {
    const html = await (await visit("/blog/us-zip-codes-explained")).text();
    expect(html).not.toContain('class="pagination"');
  });
});

describe("blog and news posts", () => {
  it("show their author and date under the first block", async () => {
    const page = stored("page:/blog/us-zip-codes-explained");
    await env.CONTENT.put(
      "page:/blog/us-zip-codes-explained",
      JSON.stringify({ ...page, author: { name: "Amara Okafor", role: "Developer Advocate" } }),
    );
    await env.CONTENT.put("version", "with-author");
    const html = await (await visit("/blog/us-zip-codes-explained")).text();
    const byline = /<div class="post-byline">.*?<\/div>/.exec(html)?.[0] ?? "";
    expect(byline).toContain("<strong>Amara Okafor</strong>");
    expect(byline).toContain("Developer Advocate");
    expect(byline).toContain('<time class="post-byline__date" dateTime="2026-07-22">22 July 2026</time>');
    // Under the first block: after the first section, before the second.
    expect(html.indexOf('class="post-byline"')).toBeGreaterThan(html.indexOf("</section>"));
    expect(html.indexOf('class="post-byline"')).toBeLessThan(html.indexOf("<section", html.indexOf("</section>")));
  });

  it("other pages have no byline", async () => {
    expect(await (await visit("/company")).text()).not.toContain("post-byline");
  });
});
