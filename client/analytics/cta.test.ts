import { describe, expect, it } from "vitest";
import { ctaAttributes, ctaEvent } from "./cta.ts";

describe("a call to action carries link id, category, action and label (docs/consent.md)", () => {
  it("as data attributes, only those set", () => {
    expect(ctaAttributes({ gaid: "header-pricing", category: "header", action: "click", label: "pricing" })).toEqual({
      "data-gaid": "header-pricing",
      "data-ga-category": "header",
      "data-ga-action": "click",
      "data-ga-label": "pricing",
    });
    expect(ctaAttributes({ gaid: "footer-x" })).toEqual({ "data-gaid": "footer-x" });
    expect(ctaAttributes({ utmPlan: "enterprise" })).toEqual({ "data-utm-plan": "enterprise" });
  });

  it("which a click turns into a cta_click event", () => {
    const data = { gaid: "header-pricing", gaCategory: "header", gaAction: "click", gaLabel: "pricing" };
    expect(ctaEvent(data, "Pricing", "http://localhost/pricing")).toEqual({
      event: "cta_click",
      gaid: "header-pricing",
      category: "header",
      action: "click",
      label: "pricing",
      link_url: "http://localhost/pricing",
    });
  });

  it("pricing buttons also record a plan choice (docs/consent.md); the label falls back to the text", () => {
    expect(ctaEvent({ utmPlan: "pro" }, "  Start\n  Pro ", "")).toEqual({
      event: "cta_click",
      gaid: "",
      category: "",
      action: "click",
      label: "Start Pro",
      link_url: "",
      plan: "pro",
    });
    expect(ctaEvent({ gaid: "x", utmPlan: "gold" }, "Go", "").plan).toBeUndefined();
  });
});
