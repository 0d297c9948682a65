import { describe, expect, it } from "vitest";
import { backTarget, CHOICE_TARGETS, originLabel, startStep } from "./steps.ts";

describe("docs/leads.md the funnel's first screen", () => {
  it("default: contact choices", () => {
    expect(startStep({ originFunnel: "", hasPrefill: false })).toBe("funnelContactChoices");
    expect(startStep({ originFunnel: "newsletter", hasPrefill: false })).toBe("funnelContactChoices");
  });

  it("originfunnel=signup: use-case choices for sign-up", () => {
    expect(startStep({ originFunnel: "signup", hasPrefill: false })).toBe("funnelUsecaseChoicesSignup");
  });

  it("originfunnel=pricing, or a token with prefilled user data: the enterprise form", () => {
    expect(startStep({ originFunnel: "pricing", hasPrefill: false })).toBe("funnelContactSalesEnterprise");
    expect(startStep({ originFunnel: "", hasPrefill: true })).toBe("funnelContactSalesEnterprise");
  });

  it("an editor's chosen step applies when no query rule does", () => {
    expect(startStep({ originFunnel: "", hasPrefill: false, configured: "funnelSignupChoices" })).toBe(
      "funnelSignupChoices",
    );
    expect(startStep({ originFunnel: "pricing", hasPrefill: false, configured: "funnelSignupChoices" })).toBe(
      "funnelContactSalesEnterprise",
    );
  });
});

describe("docs/leads.md transitions", () => {
  it("contact choices: sales → use-case choices, message → general inquiry", () => {
    expect(CHOICE_TARGETS.sales).toBe("funnelUsecaseChoices");
    expect(CHOICE_TARGETS.message).toBe("funnelGeneralInquiry");
  });

  it("sign-up choices: developer → sign-up use cases, non-developer → sales use cases", () => {
    expect(CHOICE_TARGETS.developer).toBe("funnelUsecaseChoicesSignup");
    expect(CHOICE_TARGETS.nonDeveloper).toBe("funnelUsecaseChoices");
  });

  it("Back from forms and use-case choices returns to contact choices", () => {
    for (const step of [
      "funnelContactSales",
      "funnelContactSalesEnterprise",
      "funnelGeneralInquiry",
      "funnelUsecaseChoices",
      "funnelUsecaseChoicesSignup",
    ] as const) {
      expect(backTarget(step), step).toBe("funnelContactChoices");
    }
  });

  it("Back from the choice screens goes to the home page", () => {
    expect(backTarget("funnelContactChoices")).toBe("home");
    expect(backTarget("funnelSignupChoices")).toBe("home");
  });

  it("origin label: CTA-Sign-Up for signup, otherwise CTA-Contact-Us", () => {
    expect(originLabel("signup")).toBe("CTA-Sign-Up");
    expect(originLabel("pricing")).toBe("CTA-Contact-Us");
    expect(originLabel("")).toBe("CTA-Contact-Us");
  });
});
