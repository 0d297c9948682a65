import { describe, expect, it } from "vitest";
import { pagePath } from "./page-path.ts";

describe("a page's path is its type's prefix plus its slug", () => {
  it("root types", () => {
    expect(pagePath("page", "company")).toBe("/company");
    expect(pagePath("special", "404")).toBe("/404");
  });

  it("the home slug adds no segment", () => {
    expect(pagePath("page", "home")).toBe("/");
  });

  it("prefixed types", () => {
    expect(pagePath("pageProduct", "localities")).toBe("/products/localities");
    expect(pagePath("pageStory", "acme")).toBe("/clients/acme");
    expect(pagePath("pageUseCase", "store-locator")).toBe("/use-case/store-locator");
    expect(pagePath("pagePolicy", "privacy")).toBe("/policies/privacy");
  });

  it("layout pages have no path", () => {
    expect(pagePath("layout", "blogposts")).toBeNull();
  });
});
