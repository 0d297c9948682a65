import { describe, expect, it } from "vitest";
import { isSiteLocation } from "../redirects/rules.ts";
import { canonicalPagePath } from "./routes.ts";

describe("canonical page paths (lower case, single slashes, no trailing slash)", () => {
  it("lower-cases and drops a trailing slash", () => {
    expect(canonicalPagePath("/Pricing/")).toBe("/pricing");
    expect(canonicalPagePath("/")).toBe("/");
  });

  it("keeps percent-escapes as written: an escaped byte is no reason to redirect", () => {
    expect(canonicalPagePath("/assets/A%0Ab.pdf")).toBe("/assets/a%0Ab.pdf");
    expect(canonicalPagePath("/%E2%82%AC/")).toBe("/%E2%82%AC");
    expect(canonicalPagePath("/100%")).toBe("/100%");
  });

  it("never turns a path into another site's address", () => {
    for (const path of ["//evil.example/", "///evil.example/", "//Evil.example", "//evil.example//"]) {
      const canonical = canonicalPagePath(path);
      expect(canonical, path).toBe("/evil.example");
      expect(isSiteLocation(canonical)).toBe(true);
    }
    expect(canonicalPagePath("//")).toBe("/");
  });
});
