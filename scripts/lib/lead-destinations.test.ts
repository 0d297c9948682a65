import { describe, expect, it } from "vitest";
import { leadDestinationProblems } from "./lead-destinations.ts";

const ALL = "sales,enterprise,inquiry,survey,marketing-lead";

describe("docs/leads.md: production says where every form type's leads go", () => {
  it("passes when each form has a handler or an inbox-only declaration", () => {
    expect(leadDestinationProblems({ LEADS_INBOX_ONLY: ALL })).toEqual([]);
    expect(
      leadDestinationProblems({
        LEADS_INBOX_ONLY: "enterprise, inquiry,survey,marketing-lead",
        FORM_HANDLER_SALES_URL: "https://crm.example/l/sales",
      }),
    ).toEqual([]);
  });

  it("fails for a form type with neither handler nor inbox declaration", () => {
    expect(leadDestinationProblems({ LEADS_INBOX_ONLY: "sales,enterprise,inquiry,survey" })).toEqual([
      "form marketing-lead has neither a handler (FORM_HANDLER_MARKETING_URL) nor an inbox-only declaration (LEADS_INBOX_ONLY): say where its leads go",
    ]);
    expect(leadDestinationProblems({})).toHaveLength(5);
    expect(
      leadDestinationProblems({ LEADS_INBOX_ONLY: ALL.replace("survey", ""), FORM_HANDLER_SURVEY_URL: " " }),
    ).toHaveLength(1);
  });

  it("fails for both at once, an http handler, or a name that is no form", () => {
    expect(
      leadDestinationProblems({ LEADS_INBOX_ONLY: ALL, FORM_HANDLER_SALES_URL: "https://crm.example/l/sales" }),
    ).toEqual(["form sales has a handler (FORM_HANDLER_SALES_URL) and is listed in LEADS_INBOX_ONLY: choose one"]);
    expect(
      leadDestinationProblems({
        LEADS_INBOX_ONLY: ALL.replace("sales,", ""),
        FORM_HANDLER_SALES_URL: "http://crm.example/l",
      }),
    ).toEqual(['FORM_HANDLER_SALES_URL must be an https URL, found "http://crm.example/l"']);
    expect(leadDestinationProblems({ LEADS_INBOX_ONLY: `${ALL},newsletter` })).toEqual([
      'LEADS_INBOX_ONLY names "newsletter", which is not a form type (sales, enterprise, inquiry, survey, marketing-lead)',
    ]);
  });
});
