import { describe, expect, it } from "vitest";
import { INDUSTRIES_EN, INDUSTRIES_FR, TIMEFRAMES, USE_CASES } from "./options.ts";
import { COUNTRY_VALUES, FORM_NAMES } from "./schemas.ts";
import { validateForm } from "./validate.ts";

const enterprise = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  company: "Engines",
  agreecheckbox: true,
  origin: "CTA-Contact-Us",
};

describe("option lists (docs/leads.md)", () => {
  it("11 use cases, Other last", () => {
    expect(USE_CASES).toHaveLength(11);
    expect(USE_CASES.at(-1)).toEqual({ key: "other", label: "Other" });
  });

  it("27 industries, French values for most of them", () => {
    expect(INDUSTRIES_EN).toHaveLength(27);
    expect(INDUSTRIES_FR).toHaveLength(27);
    const same = INDUSTRIES_EN.filter((value, i) => INDUSTRIES_FR[i] === value);
    expect(same.length).toBeLessThan(27 / 2);
  });

  it("6 timeframes", () => {
    expect(TIMEFRAMES).toEqual([
      "less than a month",
      "1 to 3 months",
      "3 to 6 months",
      "6 to 12 months",
      "more than a year",
      "I don't know",
    ]);
  });

  it("about 250 countries from i18n-iso-countries, by English name", () => {
    expect(COUNTRY_VALUES.length).toBeGreaterThan(240);
    expect(COUNTRY_VALUES).toContain("Germany");
    expect(COUNTRY_VALUES).toContain("United Kingdom");
  });
});

describe("validateForm: the same check in the browser and the Worker", () => {
  it("every form type has a schema", () => {
    expect(FORM_NAMES).toEqual(["sales", "enterprise", "inquiry", "survey", "marketing-lead"]);
  });

  it("enterprise: phone and details are optional, Use_Case may be empty", () => {
    const result = validateForm("enterprise", enterprise);
    expect(result).toEqual({
      ok: true,
      payload: { ...enterprise, phoneNumber: "", Subject: "", originFunnel: "", Use_Case: [] },
    });
  });

  it("email: what <input type=email> accepts, nothing else", () => {
    expect(validateForm("enterprise", { ...enterprise, email: "ada@localhost" }).ok).toBe(true);
    expect(validateForm("enterprise", { ...enterprise, email: "ada@" })).toEqual({
      ok: false,
      fields: { email: "Email must be an email address" },
    });
    expect(validateForm("enterprise", { ...enterprise, email: "a b@example.com" }).ok).toBe(false);
  });

  it("text that is only spaces counts as empty", () => {
    expect(validateForm("enterprise", { ...enterprise, company: "   " })).toEqual({
      ok: false,
      fields: { company: "Company is required" },
    });
  });

  it("the agreement must be ticked", () => {
    expect(validateForm("enterprise", { ...enterprise, agreecheckbox: false })).toEqual({
      ok: false,
      fields: { agreecheckbox: "The agreement checkbox must be ticked" },
    });
  });

  it("French industry values are accepted from the French page", () => {
    const sales = {
      ...enterprise,
      job_title: "CTO",
      country: "France",
      Subject: "Bonjour",
      industry: "Commerce de détail",
      Your_timeframe: "I don't know",
      Use_Case: ["AI"],
    };
    const { phoneNumber: _p, ...withoutPhone } = sales as typeof sales & { phoneNumber?: string };
    expect(validateForm("sales", withoutPhone).ok).toBe(true);
  });

  it("docs/leads.md: the lead carries the country's common name and its ISO code, whichever English name was posted", () => {
    const inquiry = {
      first_name: "Lin",
      last_name: "Chen",
      email: "lin@example.com",
      job_title: "CTO",
      company: "Formosa Maps",
      Subject: "Hello",
      agreecheckbox: true,
      origin: "CTA-Contact-Us",
    };
    for (const name of ["Taiwan", "Taiwan, Province of China"]) {
      const checked = validateForm("inquiry", { ...inquiry, country: name });
      expect(checked.ok && checked.payload).toMatchObject({ country: "Taiwan", country_code: "TW" });
    }
    const forged = validateForm("inquiry", { ...inquiry, country: "France", country_code: "XX" });
    expect(forged.ok && forged.payload.country_code).toBe("FR");
    expect(validateForm("inquiry", { ...inquiry, country: "Atlantis" })).toEqual({
      ok: false,
      fields: { country: "Country must be one of the listed options" },
    });
  });

  it("a use case may not be sent twice", () => {
    expect(validateForm("enterprise", { ...enterprise, Use_Case: ["AI", "AI"] })).toEqual({
      ok: false,
      fields: { Use_Case: "Use_Case must not repeat a value" },
    });
  });

  it("survey: answers by step identifier, at most 15", () => {
    const answers = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`step${i}`, "x"]));
    expect(validateForm("survey", { email: "a@b.co", answers: { role: "dev" } }).ok).toBe(true);
    expect(validateForm("survey", { email: "a@b.co", answers })).toEqual({
      ok: false,
      fields: { answers: "at most 15 answers" },
    });
  });

  it("marketing lead: the job function is one of the marketing system's values (docs/leads.md)", () => {
    const lead = {
      Firstname: "Ada",
      Lastname: "L",
      Email: "ada@example.com",
      Company: "E",
      Use_Case: ["Geocoding"],
      Job_Function: "Engineer/Developer",
    };
    expect(validateForm("marketing-lead", lead).ok).toBe(true);
    expect(validateForm("marketing-lead", { ...lead, Job_Function: "CEO" }).ok).toBe(false);
  });
});

describe("docs/leads.md: a survey answer may not take a reserved name", () => {
  it("a handler field, success_location, or object machinery is refused, never dropped in silence", () => {
    for (const name of ["success_location", "first_name", "Email", "constructor", "__proto__"]) {
      const input = JSON.parse(`{"email":"ada@example.com","answers":{"role":"developer","${name}":"x"}}`) as unknown;
      expect(validateForm("survey", input), name).toEqual({
        ok: false,
        fields: { answers: `"${name}" is a reserved name, not a question of the survey` },
      });
    }
  });
});
