import { describe, expect, it } from "vitest";
import { isTitleCase, SENTENCE_CASE_EXCEPTIONS, siteTexts } from "./sentence-case.ts";

describe("sentence case in our own English headings and buttons (docs/section-library.md)", () => {
  it("a heading or button in Title Case fails", () => {
    expect(isTitleCase("What Our Customers Say About Us")).toBe(true);
    expect(isTitleCase("Start Building With Locus Today")).toBe(true);
    expect(isTitleCase("Read The Documentation")).toBe(true);
    expect(isTitleCase("Estimate Your Monthly Bill")).toBe(true);
  });

  it("sentence case passes, proper names included", () => {
    expect(isTitleCase("What our customers say")).toBe(false);
    expect(isTitleCase("Hartfield Home & Hardware: in stock, near you, in your language")).toBe(false);
    expect(isTitleCase("Explore the Localities API")).toBe(false);
    expect(isTitleCase("Does Northern Ireland use Eircodes?")).toBe(false);
  });

  it("the spec's verbatim texts and product names come from one list", () => {
    expect(SENTENCE_CASE_EXCEPTIONS).toContain("Start your FREE TRIAL");
    expect(SENTENCE_CASE_EXCEPTIONS).toContain("Share Your Location");
    expect(isTitleCase("Share Your Location and Copy Address")).toBe(false);
  });

  it("reads the header's and footer's words", () => {
    expect(siteTexts({ header: { pricing: { text: "Plans And Prices" } }, footer: { note: "x" } })).toEqual([
      "Plans And Prices",
    ]);
  });
});
