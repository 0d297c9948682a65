import { describe, expect, it } from "vitest";
import { formatCounts, formatLeads, listSql, retrySql } from "./leads-sql.ts";

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

  it("only failed, spam and local-inbox leads can be sent again", () => {
    expect(() => retrySql("delivered", undefined, AT)).toThrow("--status must be one of failed, spam, delivered-local");
  });
});

describe("formatting", () => {
  it("names every status, with 0 for the missing ones", () => {
    expect(formatCounts([{ status: "failed", n: 2 }])).toBe(
      "received 0 · retrying 0 · delivered 0 · delivered-local 0 · failed 2 · resend 0 · unqueued 0 · spam 0",
    );
  });

  it("shows the email and the last error of each lead", () => {
    const table = formatLeads([
      {
        id: ID,
        form: "sales",
        payload: '{"email":"ada@example.com"}',
        created_at: AT,
        status: "failed",
        attempts: 11,
        last_error: "HTTP 500",
        delivered_at: null,
        idempotency_key: null,
        updated_at: AT,
      },
    ]);
    expect(table.split("\n")[1]).toBe(
      `${ID}  sales  failed  11     2026-11-23 15:17:24  -                ada@example.com  HTTP 500`,
    );
  });
});
