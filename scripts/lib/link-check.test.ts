import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pageSchema } from "../../client/content/page-schema.ts";
import { brokenLinks, linksIn, missingImages } from "./link-check.ts";

const page = (type: string, slug: string) =>
  v.parse(pageSchema, {
    name: slug,
    type,
    slug,
    status: "PUBLISHED",
    meta: { title: "T", description: "D" },
    blocks: [],
  });

describe("every internal link leads somewhere", () => {
  it("finds href, url and rich-text link addresses", () => {
    expect(linksIn({ a: [{ href: "/x" }, { url: "/y" }], body: [{ p: [{ a: "/z", text: "z" }] }] })).toEqual([
      "/x",
      "/y",
      "/z",
    ]);
  });

  it("finds the blocks' link fields too (calls to action, Know More, Demo, products used)", () => {
    expect(
      linksIn({ cta: { link: "/a" }, knowMoreLink: "/b", demoLink: "/c", products: [{ productDemoLink: "/d" }] }),
    ).toEqual(["/a", "/b", "/c", "/d"]);
  });

  it("accepts pages, redirect sources, built-in rules and worker routes; reports the rest once", () => {
    const problems = brokenLinks(
      [
        {
          file: "site.json",
          value: {
            links: [
              { href: "/products/map?x=1#top" },
              { href: "/old" },
              { href: "/home" },
              { href: "/sitemap.xml" },
              { href: "https://docs.locus.example/" },
              { href: "/nowhere" },
              { href: "/nowhere" },
            ],
          },
        },
      ],
      [{ page: page("pageProduct", "map") }],
      new Set(["/old"]),
    );
    expect(problems).toEqual(["site.json: link /nowhere leads to no page"]);
  });
});

describe("every image of the site exists", () => {
  it("reports an /images/ file that is not in the public folder, and only those", () => {
    const problems = missingImages([
      {
        file: "content/pages/home.json",
        value: {
          blocks: [
            { image: { src: "/images/illustrations/checkout.svg" } },
            { image: { src: "/images/nope.svg" } },
            { image: { src: "https://cdn.example/x.png" } },
          ],
        },
      },
    ]);
    expect(problems).toEqual([
      "content/pages/home.json: image /images/nope.svg is not in client/public nor drawn by the build",
    ]);
  });
});
