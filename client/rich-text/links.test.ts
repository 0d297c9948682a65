import { describe, expect, it } from "vitest";
import { isExternalUrl, linkAttributes } from "./links.ts";

describe("a URL is external if it starts with http(s) and is not on the current host", () => {
  it("site paths are internal", () => {
    expect(isExternalUrl("/pricing", "www.locus.example")).toBe(false);
    expect(isExternalUrl("pricing", "www.locus.example")).toBe(false);
  });

  it("absolute URLs on the same host are internal", () => {
    expect(isExternalUrl("https://www.locus.example/blog", "www.locus.example")).toBe(false);
  });

  it("absolute URLs on another host are external", () => {
    expect(isExternalUrl("https://docs.locus.example/", "www.locus.example")).toBe(true);
    expect(isExternalUrl("http://www.locus.example:8080/", "www.locus.example")).toBe(true);
  });

  it("other schemes are not external links", () => {
    expect(isExternalUrl("mailto:sales@locus.example", "www.locus.example")).toBe(false);
  });

  it("external links open in a new tab with noopener", () => {
    expect(linkAttributes("https://github.com/", "localhost:8787")).toEqual({
      href: "https://github.com/",
      target: "_blank",
      rel: "noopener noreferrer",
    });
    expect(linkAttributes("/company", "localhost:8787")).toEqual({ href: "/company" });
  });
});
