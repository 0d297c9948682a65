import { describe, expect, it } from "vitest";
import { formatCounts, formatLead, formatLeads, listSql, retrySql, terminalSafe } from "./leads-sql.ts";
import type { LeadRow } from "../../worker/forms/lead-store.ts";

const ID = "165c25be-7bcf-4324-8cc0-93dbfa24c47a";
const AT = "2026-11-23T15:17:24.112Z";

describe("npm run leads: SQL from checked values only", () => {
  it("lists the newest leads with the filters given", () => {
    expect(listSql({})).toBe("SELECT * FROM leads ORDER BY created_at DESC LIMIT 20");
    expect(listSql({ status: "failed", form: "sales", limit: 5 })).toBe(
      "SELECT * FROM leads WHERE status = 'failed' AND form = 'sales' ORDER BY created_at DESC LIMIT 5",
    );
  });

  it("refuses a value that is not one of the known ones", () => {
    expect(() => listSql({ status: "failed' OR 1=1 --" })).toThrow("--status must be one of received, retrying");
    expect(() => listSql({ form: "x" })).toThrow(
      "--form must be one of sales, enterprise, inquiry, survey, marketing-lead",
    );
    expect(() => listSql({ id: "1; DROP TABLE leads" })).toThrow("--id must be a lead id");
    expect(() => listSql({ limit: Number("lots") })).toThrow("--limit must be a whole number");
  });
});

describe("npm run leads:retry: marks leads resend, never deletes", () => {
  it("failed leads by default, one lead with --id", () => {
    expect(retrySql("failed", undefined, AT)).toBe(
      `UPDATE leads SET status = 'resend', updated_at = '${AT}' WHERE status = 'failed' RETURNING id, form`,
    );
    expect(retrySql("spam", ID, AT)).toContain(`WHERE status = 'spam' AND id = '${ID}'`);
  });

  it("every status but delivered and erased can be sent again, the states that are not final included", () => {
    for (const status of ["received", "retrying", "unqueued", "resend", "failed", "spam", "inbox"])
      expect(retrySql(status, undefined, AT)).toContain(`WHERE status = '${status}'`);
    expect(() => retrySql("delivered", undefined, AT)).toThrow(
      "--status must be one of received, retrying, inbox, failed, resend, unqueued, spam",
    );
    expect(() => retrySql("erased", undefined, AT)).toThrow("--status must be one of");
  });
});

function row(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    id: ID,
    form: "sales",
    payload: "{}",
    context: null,
    content_hash: null,
    created_at: AT,
    status: "failed",
    attempts: 11,
    last_error: "HTTP 500",
    delivered_at: null,
    idempotency_key: null,
    updated_at: AT,
    lease_until: null,
    stale_after: null,
    handled_at: null,
    handled_by: null,
    erased_at: null,
    ...overrides,
  };
}

describe("formatting", () => {
  it("names every status, with 0 for the missing ones", () => {
    expect(formatCounts([{ status: "failed", n: 2 }])).toBe(
      "received 0 · retrying 0 · delivered 0 · inbox 0 · failed 2 · resend 0 · unqueued 0 · spam 0 · erased 0",
    );
  });

  it("shows the email and the last error of each lead", () => {
    const table = formatLeads([row({ payload: '{"email":"ada@example.com"}' })]);
    expect(table.split("\n")[1]).toBe(
      `${ID}  sales  failed  11     2026-11-23 15:17:24  -                ada@example.com  HTTP 500`,
    );
  });
});

describe("npm run leads escapes control characters and line breaks in every field it prints", () => {
  it("a newline cannot fake a line, an escape sequence never reaches the terminal", () => {
    expect(terminalSafe("Ada\nstatus          delivered")).toBe("Ada\\nstatus          delivered");
    expect(terminalSafe("\u001b[2J\u001b]0;pwned\u0007")).toBe("\\u001b[2J\\u001b]0;pwned\\u0007");
    expect(terminalSafe("tab\there\r")).toBe("tab\\there\\r");
    expect(terminalSafe("evil\u202Etxt.exe\u2028")).toBe("evil\\u202etxt.exe\\u2028");
    expect(terminalSafe("C:\\new")).toBe("C:\\\\new");
    expect(terminalSafe("Zoë Ünal, 東京")).toBe("Zoë Ünal, 東京");
  });

  it("one lead (--id): every column and every field on its own line", () => {
    const printed = formatLead(
      row({ payload: "{}", last_error: "HTTP 500: \u001b[31mred", context: '{"page":"/x"}' }),
      new URLSearchParams([
        ["first_name", "Ada\nstatus          delivered"],
        ["Subject", "line one\r\nline two"],
      ]),
    );
    const lines = printed.split("\n");
    expect(lines).toContain("last_error      HTTP 500: \\u001b[31mred");
    expect(lines).toContain("  first_name = Ada\\nstatus          delivered");
    expect(lines).toContain("  Subject = line one\\r\\nline two");
    expect(lines.filter((line) => line.startsWith("status"))).toEqual(["status          failed"]);
    expect(printed.includes("\u001b")).toBe(false);
  });

  it("the list escapes the email and the last error", () => {
    const table = formatLeads([row({ payload: '{"email":"a@b.co\\n\\u001b[2J"}', last_error: "x\ny" })]);
    expect(table.split("\n")).toHaveLength(2);
    expect(table).toContain("a@b.co\\n\\u001b[2J");
  });
});
