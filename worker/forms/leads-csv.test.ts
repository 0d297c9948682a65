import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { LeadRow } from "./lead-store.ts";
import { leadsCsv, spreadsheetSafe } from "./leads-csv.ts";

function lead(overrides: Partial<LeadRow>): LeadRow {
  return {
    id: "165c25be-7bcf-4324-8cc0-93dbfa24c47a",
    form: "sales",
    payload: "{}",
    context: null,
    content_hash: null,
    created_at: "2026-11-20T10:00:00.000Z",
    status: "inbox",
    attempts: 1,
    last_error: null,
    delivered_at: null,
    idempotency_key: null,
    updated_at: "2026-11-20T10:00:00.000Z",
    lease_until: null,
    stale_after: null,
    handled_at: null,
    handled_by: null,
    erased_at: null,
    ...overrides,
  };
}

describe("docs/leads.md: the export is formula-safe, the stored values stay as typed", () => {
  it("a cell starting with = + - @ or a control character gets a leading apostrophe", () => {
    for (const value of [
      '=HYPERLINK("http://evil")',
      "+44 20 7946 0000",
      "-2+3",
      "@SUM(A1)",
      "\tTab",
      "\rCR",
      "\u0000x",
    ])
      expect(spreadsheetSafe(value), JSON.stringify(value)).toBe(`'${value}`);
    for (const value of ["Ada", "", " =not first", "a=b", "ünïcode"]) expect(spreadsheetSafe(value)).toBe(value);
  });

  it("writes one row per lead under the fixed columns and every field name, parsed back the same", () => {
    const csv = leadsCsv([
      lead({
        payload: JSON.stringify({
          first_name: "=cmd|' /C calc'!A0",
          Use_Case: ["Geocoding", "AI"],
          Subject: 'Line one\n"two", three',
        }),
        context: JSON.stringify({
          language: "de",
          page: "/de/kontakt",
          utm: { utm_source: "news" },
          consent: { version: "de-0a1b2c3d", at: "2026-11-20T09:59:00.000Z" },
        }),
      }),
      lead({ id: "2", form: "survey", payload: JSON.stringify({ email: "a@b.co", answers: { role: "developer" } }) }),
    ]);
    expect(csv.startsWith("\ufeff")).toBe(true);
    const [header, first, second] = parse(csv, { bom: true }) as string[][];
    const at = (row: string[] | undefined, column: string) => row?.[header?.indexOf(column) ?? -1];
    expect(header?.slice(0, 3)).toEqual(["id", "created_at", "form"]);
    expect(at(first, "first_name")).toBe("'=cmd|' /C calc'!A0");
    expect(at(first, "Use_Case")).toBe("Geocoding; AI");
    expect(at(first, "Subject")).toBe('Line one\n"two", three');
    expect(at(first, "language")).toBe("de");
    expect(at(first, "utm_source")).toBe("news");
    expect(at(first, "consent_version")).toBe("de-0a1b2c3d");
    expect(at(second, "answers.role")).toBe("developer");
    expect(at(second, "email")).toBe("a@b.co");
    expect(at(second, "first_name")).toBe("");
  });
});
