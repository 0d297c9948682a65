import { describe, expect, it } from "vitest";
import { type PageLoad, pageBudgetFailures, pageKind } from "./page-budgets.ts";

const page = (overrides: Partial<PageLoad>): PageLoad => ({
  path: "/x",
  type: "page",
  islands: [],
  first: { bytes: 5 * 1024, react: false, openLayers: false },
  ...overrides,
});

describe("JavaScript budgets per page (docs/benchmarks.md)", () => {
  it("a content page: 10 KB at most and no React", () => {
    expect(pageKind(page({}))).toBe("content");
    expect(pageBudgetFailures(page({}))).toEqual([]);
    expect(pageBudgetFailures(page({ first: { bytes: 11 * 1024, react: false, openLayers: false } }))).toHaveLength(1);
    expect(pageBudgetFailures(page({ first: { bytes: 1024, react: true, openLayers: false } }))[0]).toMatch(
      /including React/,
    );
  });

  it("a page whose islands wait: 15 KB before the visitor scrolls, and no React", () => {
    const waiting = page({ islands: [{ name: "demo-map", load: "visible" }] });
    expect(pageKind(waiting)).toBe("islands wait");
    expect(pageBudgetFailures({ ...waiting, first: { bytes: 14 * 1024, react: false, openLayers: false } })).toEqual(
      [],
    );
    expect(pageBudgetFailures({ ...waiting, first: { bytes: 16 * 1024, react: false, openLayers: false } })).toEqual([
      "/x loads 16.0 KB before the visitor scrolls (budget 15.0 KB, no React)",
    ]);
  });

  it("a page with an island at once: 90 KB before a map, never OpenLayers at first", () => {
    const tool = page({ islands: [{ name: "tool-address", load: "eager" }] });
    expect(pageBudgetFailures({ ...tool, first: { bytes: 85 * 1024, react: true, openLayers: false } })).toEqual([]);
    expect(pageBudgetFailures({ ...tool, first: { bytes: 95 * 1024, react: true, openLayers: false } })).toHaveLength(
      1,
    );
    expect(pageBudgetFailures({ ...tool, first: { bytes: 85 * 1024, react: true, openLayers: true } })[0]).toMatch(
      /OpenLayers/,
    );
  });

  it("the pricing page and product pages may not load an island at once, however light", () => {
    const eager = [{ name: "tool-address", load: "eager" }];
    expect(pageBudgetFailures(page({ path: "/pricing", islands: eager }))[0]).toMatch(/must wait/);
    expect(pageBudgetFailures(page({ path: "/products/map", type: "pageProduct", islands: eager }))[0]).toMatch(
      /must wait/,
    );
    expect(pageBudgetFailures(page({ path: "/zip-code-lookup", islands: eager }))).toEqual([]);
  });
});
