import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, SLUG_RE } from "./page-schema.ts";

const SAMPLES = ["map", "route-planner-2026", "sign_up", "0days", "Map", "-map", "_x", "map page", "map/x", "é", ""];

describe("the slug rule, in the schema and as a browser's pattern attribute", () => {
  it("compiles as Chromium compiles a pattern (the v flag) and accepts exactly what the schema accepts", () => {
    // HTML: the pattern must match the whole value, compiled with the v flag.
    const browser = new RegExp(`^(?:${SLUG_PATTERN})$`, "v");
    for (const sample of SAMPLES) expect(browser.test(sample), sample).toBe(SLUG_RE.test(sample));
    expect(SAMPLES.filter((s) => SLUG_RE.test(s))).toEqual(["map", "route-planner-2026", "sign_up", "0days"]);
  });

  it("the old pattern, with a bare dash in its class, is what current browsers refuse", () => {
    const asChromium = (pattern: string) => new RegExp(`^(?:${pattern})$`, "v");
    expect(() => asChromium("[a-z0-9][a-z0-9_-]*")).toThrow(SyntaxError);
  });
});
