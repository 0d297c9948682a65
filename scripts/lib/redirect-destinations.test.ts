import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pageSchema } from "../../client/content/page-schema.ts";
import { kvEntry } from "./kv-entries.ts";
import { destinationPath, redirectDestinationProblems } from "./redirect-destinations.ts";

const page = (type: string, slug: string, status = "PUBLISHED") =>
  v.parse(pageSchema, { name: slug, type, slug, status, meta: { title: "T", description: "D" }, blocks: [] });
const redirect = (source: string, destination: string) =>
  kvEntry(source, JSON.stringify({ destination, permanent: true }));

describe("docs/operations.md: every redirect destination is an existing page", () => {
  it("reads a destination without a leading slash as a site path, without its query or fragment", () => {
    expect(destinationPath("company")).toBe("/company");
    expect(destinationPath("/contact?originfunnel=pricing#form")).toBe("/contact");
    expect(destinationPath("https://docs.locus.example/")).toBeNull();
  });

  it("accepts published pages (any letter case), Worker routes and URLs; reports the rest by source", () => {
    const pages = [
      { page: page("page", "company") },
      { page: page("pageStory", "city-bikes") },
      { page: page("page", "draft", "DRAFT") },
    ];
    const problems = redirectDestinationProblems(
      "redirects.csv",
      [
        redirect("/about", "company"),
        redirect("/stories/city-bikes", "/Clients/City-Bikes"),
        redirect("/map.xml", "/sitemap.xml"),
        redirect("/docs", "https://docs.locus.example/"),
        redirect("/stories/furniture-retailer", "/clients/furniture-retailer"),
        redirect("/old-draft", "/draft"),
      ],
      pages,
    );
    expect(problems).toEqual([
      "redirects.csv: /stories/furniture-retailer → /clients/furniture-retailer: no published page has the path /clients/furniture-retailer",
      "redirects.csv: /old-draft → /draft: no published page has the path /draft",
    ]);
  });

  it("reports a source that is a published page's own path", () => {
    const problems = redirectDestinationProblems(
      "redirects.csv",
      [redirect("/company", "https://example.com/")],
      [{ page: page("page", "company") }],
    );
    expect(problems).toEqual(["redirects.csv: /company is a published page's path; the redirect would hide the page"]);
  });
});
