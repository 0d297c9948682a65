import { describe, expect, it } from "vitest";
import { destinationPath, lintRedirectRows, type SiteTargets } from "./lint.ts";

const site: SiteTargets = {
  pages: new Set(["/company", "/clients/city-bikes", "/pricing"]),
  isFile: (path) => path === "/favicon.svg" || path.startsWith("/media/"),
};

function problems(rows: [string, string][], targets: SiteTargets | null = site): string[] {
  return lintRedirectRows(
    rows.map(([source, destination], i) => ({ line: i + 1, fields: [source, destination, "true", ""] })),
    targets ?? undefined,
  ).problems.map((p) => `${p.line}: ${p.message}`);
}

describe("docs/operations.md: a redirect leads somewhere and hides nothing", () => {
  it("reads a destination without a leading slash as a site path, without its query or fragment", () => {
    expect(destinationPath("company")).toBe("/company");
    expect(destinationPath("/contact?originfunnel=pricing#form")).toBe("/contact");
    expect(destinationPath("https://docs.locus.example/")).toBeNull();
  });

  it("accepts published pages (any letter case), files, Worker routes, redirects and https URLs", () => {
    expect(
      problems([
        ["/about", "company"],
        ["/stories/city-bikes", "/Clients/City-Bikes?from=stories"],
        ["/icon", "/favicon.svg"],
        ["/team-photo", "/media/images/2026-01/team-a1b2c3.jpg"],
        ["/map.xml", "/sitemap.xml"],
        ["/docs", "https://docs.locus.example/"],
        ["/prices", "/pricing"],
        ["/zh-old", "/zh"],
      ]).filter((p) => !p.includes("chain")),
    ).toEqual([]);
  });

  it("refuses a destination that is neither a page, a file nor an https URL", () => {
    expect(problems([["/audit-loop", "/this-page-does-not-exist"]])).toEqual([
      "1: destination /this-page-does-not-exist leads nowhere: it is neither a published page, a file of the site nor an https URL",
    ]);
    expect(problems([["/docs", "http://docs.locus.example/"]])).toEqual([
      '1: destination "http://docs.locus.example/" is not https: write the https address, or a path of this site',
    ]);
  });

  it("refuses a source that is a published page's own path (the redirect would answer first)", () => {
    expect(problems([["/Company/", "https://example.com/"]])).toEqual([
      "1: source /company is a published page: the redirect would hide it (take the page offline first)",
    ]);
  });

  it("without the site's targets only the rows and their graph are checked", () => {
    expect(problems([["/audit-loop", "/this-page-does-not-exist"]], null)).toEqual([]);
  });
});
