import { LEAD_STATUSES, type LeadRow, type LeadStatus, RESENDABLE } from "../../worker/forms/lead-store.ts";
import { FORM_NAMES, type FormName } from "../../client/forms/schemas.ts";

/**
 * SQL and text for `npm run leads` and `npm run leads:retry`. `wrangler d1 execute` takes no
 * bound parameters, so every value put into SQL is first checked against a strict pattern.
 */

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Statuses `leads:retry` may send again: every one but `delivered` and `erased`: failed
 * leads, spam kept by the honeypot, the inbox (once a handler URL is set), and leads stuck in
 * a state that is not final (received, retrying, unqueued, resend).
 */
export const RETRYABLE = RESENDABLE;

export interface ListFilter {
  status?: string;
  form?: string;
  id?: string;
  limit?: number;
}

function checkStatus(status: string, allowed: readonly string[] = LEAD_STATUSES): LeadStatus {
  if (!allowed.includes(status)) throw new Error(`--status must be one of ${allowed.join(", ")}`);
  return status as LeadStatus;
}

function checkForm(form: string): FormName {
  if (!(FORM_NAMES as readonly string[]).includes(form))
    throw new Error(`--form must be one of ${FORM_NAMES.join(", ")}`);
  return form as FormName;
}

function checkId(id: string): string {
  if (!LEAD_ID.test(id)) throw new Error("--id must be a lead id (a UUID, as `npm run leads` shows it)");
  return id;
}

/** The conditions of a filter as SQL, values checked. */
function where(filter: ListFilter): string {
  const conditions: string[] = [];
  if (filter.status) conditions.push(`status = '${checkStatus(filter.status)}'`);
  if (filter.form) conditions.push(`form = '${checkForm(filter.form)}'`);
  if (filter.id) conditions.push(`id = '${checkId(filter.id)}'`);
  return conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
}

export const COUNTS_SQL = "SELECT status, count(*) AS n FROM leads GROUP BY status";

/** The newest leads that match, newest first. */
export function listSql(filter: ListFilter): string {
  const limit = filter.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000)
    throw new Error("--limit must be a whole number from 1 to 10000");
  return ["SELECT * FROM leads", where(filter), `ORDER BY created_at DESC LIMIT ${limit}`].filter(Boolean).join(" ");
}

/**
 * Marks leads for re-sending (`resend`); the Worker's scheduled sweep sends them to the Queue.
 * Without --id: every lead of that status.
 */
export function retrySql(status: string, id: string | undefined, at: string): string {
  const from = checkStatus(status, RETRYABLE);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(at)) throw new Error("bad time");
  const byId = id ? ` AND id = '${checkId(id)}'` : "";
  return `UPDATE leads SET status = 'resend', updated_at = '${at}' WHERE status = '${from}'${byId} RETURNING id, form`;
}

/** Counts per status, every status named (0 included), in pipeline order. */
export function formatCounts(rows: readonly { status: string; n: number }[]): string {
  const counts = new Map(rows.map((row) => [row.status, row.n]));
  return LEAD_STATUSES.map((status) => `${status} ${counts.get(status) ?? 0}`).join(" · ");
}

const time = (iso: string | null) => (iso ? iso.slice(0, 19).replace("T", " ") : "-");

const ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\" };

/**
 * A stored value as one line that is safe in a terminal: line breaks, tabs, every other
 * control character (an escape sequence starts with one), line and paragraph separators and
 * the bidirectional overrides (which reorder what a terminal shows) are written as escapes,
 * and so is the backslash itself, so that an escape in the output always means one.
 * @example terminalSafe("Ada\nstatus  delivered") // "Ada\\nstatus  delivered"
 */
export function terminalSafe(value: unknown): string {
  return String(value ?? "").replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it escapes
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\\]/g,
    (char) => ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Leads as an aligned table; the full id, so it can be given to --id. */
export function formatLeads(rows: readonly LeadRow[]): string {
  if (rows.length === 0) return "(no leads)";
  const table = rows.map((row) => {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    const who = payload.email ?? payload.Email ?? "";
    return [
      row.id,
      row.form,
      row.status,
      String(row.attempts),
      time(row.created_at),
      time(row.delivered_at),
      terminalSafe(who),
      terminalSafe(row.last_error ?? ""),
    ];
  });
  const header = ["id", "form", "status", "tries", "created (UTC)", "delivered (UTC)", "email", "last error"];
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => (cells[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), ...table.map(line)].join("\n");
}

/** One lead in full: its columns, then the fields its handler receives, every value escaped (terminalSafe). */
export function formatLead(row: LeadRow, fields: URLSearchParams): string {
  const columns = Object.entries(row)
    .filter(([key]) => key !== "payload")
    .map(([key, value]) => `${key.padEnd(16)}${value === null || value === undefined ? "-" : terminalSafe(value)}`);
  const sent = [...fields].map(([key, value]) => `  ${terminalSafe(key)} = ${terminalSafe(value)}`);
  return [...columns, "fields for the handler:", ...sent].join("\n");
}
