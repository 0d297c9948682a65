import { describe, expect, it } from "vitest";
import { cacheableQueryValue, renderKey } from "./render-key.ts";

describe("render cache key: built from what the page's blocks vary by", () => {
  it("a page that varies by nothing is keyed by version and path only", () => {
    expect(renderKey("v1", "/blog", [], () => "unused")).toBe("v1|/blog");
  });

  it("a priced page is keyed by the visitor's currency too", () => {
    const gb = renderKey("v1", "/pricing", ["currency"], () => "pounds/country");
    const us = renderKey("v1", "/pricing", ["currency"], () => "dollars/country");
    expect(gb).not.toBe(us);
  });

  it("a value that cannot be cached makes the whole page uncached", () => {
    expect(
      renderKey("v1", "/pricing", ["currency", "query:plan_id"], (vary) =>
        vary === "currency" ? "euros/default" : null,
      ),
    ).toBeNull();
  });

  it("only short plain query values may enter a key", () => {
    expect(cacheableQueryValue(new URLSearchParams("plan_id=pro-2"), "plan_id")).toBe("pro-2");
    expect(cacheableQueryValue(new URLSearchParams(""), "plan_id")).toBe("");
    expect(cacheableQueryValue(new URLSearchParams(`plan_id=${"x".repeat(65)}`), "plan_id")).toBeNull();
    expect(cacheableQueryValue(new URLSearchParams("plan_id=%3Cscript%3E"), "plan_id")).toBeNull();
  });
});
