import { describe, expect, it } from "vitest";
import { canSend, REQUIRED_FIELDS } from "./send-enable.ts";

const full = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  job_title: "CTO",
  company: "Engines",
  country: "France",
  industry: "Retail",
  Your_timeframe: "I don't know",
  Subject: "Hello",
  phoneNumber: "",
  agreecheckbox: true,
};

describe("docs/leads.md Send is enabled only when the required fields are set", () => {
  it("contact sales: first name, last name, company, industry, timeframe, country, details, job title, email and the checkbox", () => {
    expect(canSend("funnelContactSales", full)).toBe(true);
    for (const field of REQUIRED_FIELDS.funnelContactSales) {
      expect(canSend("funnelContactSales", { ...full, [field]: field === "agreecheckbox" ? false : "" }), field).toBe(
        false,
      );
    }
    expect(REQUIRED_FIELDS.funnelContactSales).toHaveLength(10);
  });

  it("enterprise: first name, last name, email, company and the checkbox; phone and details optional", () => {
    const minimal = { first_name: "A", last_name: "B", email: "a@b.co", company: "C", agreecheckbox: true };
    expect(canSend("funnelContactSalesEnterprise", minimal)).toBe(true);
    for (const field of Object.keys(minimal)) {
      expect(
        canSend("funnelContactSalesEnterprise", { ...minimal, [field]: field === "agreecheckbox" ? false : "" }),
        field,
      ).toBe(false);
    }
  });

  it("general inquiry: first name, last name, company, country, details, job title, email and the checkbox", () => {
    expect(canSend("funnelGeneralInquiry", { ...full, industry: "", Your_timeframe: "" })).toBe(true);
    expect(REQUIRED_FIELDS.funnelGeneralInquiry).toEqual([
      "first_name",
      "last_name",
      "company",
      "country",
      "Subject",
      "job_title",
      "email",
      "agreecheckbox",
    ]);
  });

  it("spaces alone do not fill a field", () => {
    expect(canSend("funnelContactSales", { ...full, company: "   " })).toBe(false);
  });
});
