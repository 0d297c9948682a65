import { FORM_NAMES } from "../../client/forms/schemas.ts";
import { LANGUAGES } from "../../client/content/page-schema.ts";
import { LEAD_STATUSES, type LeadRow, RESENDABLE } from "./lead-store.ts";

/**
 * The admin leads inbox's reads and writes (docs/leads.md, /admin/leads): leads by filter,
 * one lead with its history, re-send, mark handled, and erase a person's data.
 */

/** The filters of the list; each value is checked against what it can be (listFilter). */
export interface LeadFilter {
  form?: string;
  status?: string;
  language?: string;
  /** YYYY-MM-DD, the first day (UTC) included. */
  from?: string;
  /** YYYY-MM-DD, the last day (UTC) included. */
  to?: string;
  /** "open": not handled yet; "handled": handled. */
  handled?: string;
}

const DAY = /^\d{4}-\d\d-\d\d$/;

/** The filter's SQL conditions and their values; an unknown value is a message, not a query. */
export function filterSql(filter: LeadFilter): { where: string; params: unknown[] } | { error: string } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    conditions.push(condition.replace("?", `?${params.length}`));
  };
  if (filter.form) {
    if (!(FORM_NAMES as readonly string[]).includes(filter.form)) return { error: `No form "${filter.form}"` };
    add("form = ?", filter.form);
  }
  if (filter.status) {
    if (!(LEAD_STATUSES as readonly string[]).includes(filter.status)) return { error: `No status "${filter.status}"` };
    add("status = ?", filter.status);
  }
  if (filter.language) {
    if (!(LANGUAGES as readonly string[]).includes(filter.language))
      return { error: `No language "${filter.language}"` };
    add("json_extract(context, '$.language') = ?", filter.language);
  }
  for (const [name, value] of [
    ["from", filter.from],
    ["to", filter.to],
  ] as const) {
    if (!value) continue;
    if (!DAY.test(value) || Number.isNaN(Date.parse(value))) return { error: `${name} must be a date, YYYY-MM-DD` };
    if (name === "from") add("created_at >= ?", `${value}T00:00:00.000Z`);
    else add("created_at < ?", new Date(Date.parse(value) + 86_400_000).toISOString());
  }
  if (filter.handled === "open") conditions.push("handled_at IS NULL");
  else if (filter.handled === "handled") conditions.push("handled_at IS NOT NULL");
  else if (filter.handled) return { error: 'handled must be "open" or "handled"' };
  return { where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
}

/** A page of leads, newest first, and how many match in all. */
export async function listLeads(
  db: D1Database,
  filter: { where: string; params: unknown[] },
  page: { limit: number; offset: number },
): Promise<{ leads: LeadRow[]; total: number }> {
  const n = filter.params.length;
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT * FROM leads ${filter.where} ORDER BY created_at DESC, id LIMIT ?${n + 1} OFFSET ?${n + 2}`)
      .bind(...filter.params, page.limit, page.offset),
    db.prepare(`SELECT count(*) AS n FROM leads ${filter.where}`).bind(...filter.params),
  ]);
  return {
    leads: (rows?.results ?? []) as LeadRow[],
    total: ((count?.results?.[0] as { n?: number } | undefined)?.n ?? 0) as number,
  };
}

export interface AttemptRow {
  at: string;
  outcome: string;
  http_status: number | null;
  duration_ms: number | null;
  detail: string | null;
}

/** A lead's history, oldest first. */
export async function leadHistory(db: D1Database, id: string): Promise<AttemptRow[]> {
  const { results } = await db
    .prepare("SELECT at, outcome, http_status, duration_ms, detail FROM lead_attempts WHERE lead_id = ?1 ORDER BY id")
    .bind(id)
    .all<AttemptRow>();
  return results;
}

/** The person a lead is about: the address its form sent (`email`, or the marketing lead's `Email`). */
export function leadEmail(payload: string): string | null {
  const fields = JSON.parse(payload) as Record<string, unknown>;
  const email = fields.email ?? fields.Email;
  return typeof email === "string" && email !== "" ? email.toLowerCase() : null;
}

const EMAIL_SQL = "lower(coalesce(json_extract(payload, '$.email'), json_extract(payload, '$.Email')))";

/** The ids of every lead (not yet erased) that names this address. */
export async function leadsOfPerson(db: D1Database, email: string): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT id FROM leads WHERE status != 'erased' AND ${EMAIL_SQL} = ?1 ORDER BY created_at`)
    .bind(email.toLowerCase())
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

const iso = (ms: number) => new Date(ms).toISOString();
const RESENDABLE_SQL = RESENDABLE.map((status) => `'${status}'`).join(", ");

/**
 * An admin asks for a re-send: the lead goes back to `received` (the caller sends it to the
 * Queue) with a `resend` row naming who asked. False when the lead cannot be sent again
 * (delivered, erased, or no such lead).
 */
export async function markResend(db: D1Database, id: string, by: string, now = Date.now()): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE leads SET status = 'received', stale_after = ?2, updated_at = ?3
         WHERE id = ?1 AND status IN (${RESENDABLE_SQL}) RETURNING id`,
      )
      .bind(id, iso(now + 15 * 60_000), iso(now)),
    db
      .prepare(
        `INSERT INTO lead_attempts (lead_id, at, outcome, detail)
         SELECT ?1, ?2, 'resend', ?3 WHERE changes() > 0`,
      )
      .bind(id, iso(now), `re-send asked by ${by}`.slice(0, 200)),
  ]);
  return (updated?.results?.length ?? 0) > 0;
}

/** Marks a lead handled by sales (or open again); false when there is no such lead or it is erased. */
export async function setHandled(
  db: D1Database,
  id: string,
  handled: boolean,
  by: string,
  now = Date.now(),
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE leads SET handled_at = ?2, handled_by = ?3, updated_at = ?4
         WHERE id = ?1 AND status != 'erased' RETURNING id`,
      )
      .bind(id, handled ? iso(now) : null, handled ? by.slice(0, 200) : null, iso(now)),
    db
      .prepare("INSERT INTO lead_attempts (lead_id, at, outcome, detail) SELECT ?1, ?2, ?3, ?4 WHERE changes() > 0")
      .bind(id, iso(now), handled ? "handled" : "reopened", `${handled ? "marked handled" : "opened again"} by ${by}`),
  ]);
  return (updated?.results?.length ?? 0) > 0;
}

/**
 * Erases leads at a person's request: their fields, context, content hash, idempotency key
 * (it can hold the address) and history are deleted; each row stays as `erased`, with one
 * history row saying when and by whom, so that the inbox's counts and ids still add up.
 */
export async function eraseLeads(db: D1Database, ids: readonly string[], by: string, now = Date.now()): Promise<void> {
  if (ids.length === 0) return;
  const list = ids.map((_, i) => `?${i + 1}`).join(", ");
  const at = iso(now);
  await db.batch([
    db.prepare(`DELETE FROM lead_attempts WHERE lead_id IN (${list})`).bind(...ids),
    db
      .prepare(
        `UPDATE leads SET payload = '{}', context = NULL, content_hash = NULL, idempotency_key = NULL, last_error = NULL,
           status = 'erased', lease_until = NULL, stale_after = NULL, handled_by = NULL, erased_at = ?${ids.length + 1},
           updated_at = ?${ids.length + 1} WHERE id IN (${list})`,
      )
      .bind(...ids, at),
    db
      .prepare(
        `INSERT INTO lead_attempts (lead_id, at, outcome, detail)
         SELECT id, ?${ids.length + 1}, 'erased', ?${ids.length + 2} FROM leads WHERE id IN (${list})`,
      )
      .bind(...ids, at, `erased at the person's request by ${by}`.slice(0, 200)),
  ]);
}
