import { stringify } from "csv-stringify/sync";
import type { LeadContext } from "../../client/forms/lead-context.ts";
import type { LeadRow } from "./lead-store.ts";

/**
 * The inbox's CSV export (docs/leads.md), written with `csv-stringify` (the csv-parse
 * project's writer; its sync API is plain JavaScript and runs in workerd). Formula-safe in
 * the export only: a cell that starts with = + - @ or a control character would be read as a
 * formula by a spreadsheet, so it gets a leading apostrophe here; the stored lead keeps what
 * the person typed.
 */

/** A cell a spreadsheet would take for a formula gets a leading apostrophe (OWASP's advice). */
export function spreadsheetSafe(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a cell starting with a control character is neutralised
  return /^[=+\-@\u0000-\u001f]/.test(value) ? `'${value}` : value;
}

const META = [
  "id",
  "created_at",
  "form",
  "status",
  "attempts",
  "delivered_at",
  "handled_at",
  "handled_by",
  "language",
  "page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "consent_version",
  "consent_at",
] as const;

function cell(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.map(cell).join("; ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** One lead's cells by column: its columns, its context, then its fields (a survey's answers as `answers.{question}`). */
function cellsOf(lead: LeadRow): Record<string, string> {
  const context = (lead.context ? JSON.parse(lead.context) : {}) as LeadContext;
  const cells: Record<string, string> = {
    id: lead.id,
    created_at: lead.created_at,
    form: lead.form,
    status: lead.status,
    attempts: String(lead.attempts),
    delivered_at: cell(lead.delivered_at),
    handled_at: cell(lead.handled_at),
    handled_by: cell(lead.handled_by),
    language: cell(context.language),
    page: cell(context.page),
    referrer: cell(context.referrer),
    consent_version: cell(context.consent?.version),
    consent_at: cell(context.consent?.at),
  };
  for (const [name, value] of Object.entries(context.utm ?? {})) cells[name] = cell(value);
  for (const [name, value] of Object.entries(JSON.parse(lead.payload) as Record<string, unknown>)) {
    if (name === "answers" && value && typeof value === "object" && !Array.isArray(value)) {
      for (const [question, answer] of Object.entries(value)) cells[`answers.${question}`] = cell(answer);
    } else cells[name] = cell(value);
  }
  return cells;
}

/**
 * The leads as CSV: a header of the fixed columns then every field name the leads hold (in
 * the order first met), one row per lead, every cell spreadsheet-safe.
 */
export function leadsCsv(leads: readonly LeadRow[]): string {
  const rows = leads.map(cellsOf);
  const fields: string[] = [];
  for (const row of rows)
    for (const name of Object.keys(row))
      if (!(META as readonly string[]).includes(name) && !fields.includes(name)) fields.push(name);
  const columns = [...META, ...fields];
  // Arrays, header row first: csv-stringify reads a dot in an object key as a path.
  return stringify([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ""))], {
    bom: true,
    record_delimiter: "windows",
    cast: { string: spreadsheetSafe },
  });
}
