import type { FormName } from "../../client/forms/schemas.ts";

/**
 * The `leads` table in D1 (migrations/): every lead any form sends, never deleted.
 *
 * A lead's status moves forward only:
 * - `received`: stored and sent to the Queue, not delivered yet;
 * - `retrying`: a delivery failed; the Queue tries again after a back-off;
 * - `delivered`: the form's handler accepted it; `delivered-local`: no handler URL is
 *   configured, so it stays in the local inbox (D1 itself; `npm run leads` shows it);
 * - `failed`: still undelivered after the last retry (set by the dead-letter consumer);
 * - `resend`: ops asked for a re-send (`npm run leads:retry`); `unqueued`: the first send
 *   to the Queue failed. The scheduled sweep sends both to the Queue again;
 * - `spam`: the honeypot was filled; kept, never delivered unless ops re-send it.
 */
export const LEAD_STATUSES = [
  "received",
  "retrying",
  "delivered",
  "delivered-local",
  "failed",
  "resend",
  "unqueued",
  "spam",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Statuses whose lead the queue consumer still has to deliver. */
export const DELIVERABLE: ReadonlySet<LeadStatus> = new Set(["received", "retrying", "resend", "unqueued"]);

export interface LeadRow {
  id: string;
  form: FormName;
  /** The validated payload as JSON (the handler's field names). */
  payload: string;
  created_at: string;
  status: LeadStatus;
  attempts: number;
  last_error: string | null;
  delivered_at: string | null;
  idempotency_key: string | null;
  updated_at: string;
}

export interface NewLead {
  form: FormName;
  payload: string;
  status: Extract<LeadStatus, "received" | "spam">;
  idempotencyKey: string | null;
}

/** The stored lead and whether this call created it (false: an earlier post had the same key). */
export interface Stored {
  lead: Pick<LeadRow, "id" | "payload" | "status">;
  created: boolean;
}

const now = () => new Date().toISOString();

/**
 * Stores a new lead, once per (form, idempotency key): a second post with the same key
 * returns the lead the first one stored.
 */
export async function insertLead(db: D1Database, lead: NewLead): Promise<Stored> {
  const id = crypto.randomUUID();
  const at = now();
  const inserted = await db
    .prepare(
      `INSERT INTO leads (id, form, payload, created_at, status, attempts, idempotency_key, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 0, ?6, ?4)
       ON CONFLICT DO NOTHING RETURNING id, payload, status`,
    )
    .bind(id, lead.form, lead.payload, at, lead.status, lead.idempotencyKey)
    .first<Stored["lead"]>();
  if (inserted) return { lead: inserted, created: true };
  const existing = await db
    .prepare("SELECT id, payload, status FROM leads WHERE form = ?1 AND idempotency_key = ?2")
    .bind(lead.form, lead.idempotencyKey)
    .first<Stored["lead"]>();
  if (!existing) throw new Error(`lead insert conflicted but no lead has form ${lead.form} and this idempotency key`);
  return { lead: existing, created: false };
}

export function getLead(db: D1Database, id: string): Promise<LeadRow | null> {
  return db.prepare("SELECT * FROM leads WHERE id = ?1").bind(id).first<LeadRow>();
}

/** A delivery attempt succeeded (to the handler, or to the local inbox). */
export async function markDelivered(
  db: D1Database,
  id: string,
  status: "delivered" | "delivered-local",
): Promise<void> {
  const at = now();
  await db
    .prepare(
      "UPDATE leads SET status = ?2, attempts = attempts + 1, delivered_at = ?3, last_error = NULL, updated_at = ?3 WHERE id = ?1",
    )
    .bind(id, status, at)
    .run();
}

/** A delivery attempt failed; the Queue will try again. */
export async function markRetrying(db: D1Database, id: string, error: string): Promise<void> {
  await db
    .prepare(
      "UPDATE leads SET status = 'retrying', attempts = attempts + 1, last_error = ?2, updated_at = ?3 WHERE id = ?1",
    )
    .bind(id, error.slice(0, 1000), now())
    .run();
}

/** The dead-letter consumer gives up on a lead that is not delivered: it stays, as `failed`. */
export async function markFailed(db: D1Database, id: string): Promise<void> {
  await db
    .prepare(
      "UPDATE leads SET status = 'failed', updated_at = ?2 WHERE id = ?1 AND status NOT IN ('delivered', 'delivered-local')",
    )
    .bind(id, now())
    .run();
}

/** How long a lead may sit in `received` or `retrying` before the sweep sends it again. */
export const STALE_MS = { received: 60 * 60_000, retrying: 24 * 60 * 60_000 };

/**
 * Leads the sweep should send to the Queue (again), oldest first: those ops asked to re-send,
 * those whose first send failed, and, as a safety net, those whose message seems lost
 * (untouched for an hour in `received`, a day in `retrying`; a retry waits 1 h at most).
 */
export async function leadsToSend(db: D1Database, limit: number, at = Date.now()): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM leads
       WHERE status IN ('resend', 'unqueued')
          OR (status = 'received' AND updated_at < ?1)
          OR (status = 'retrying' AND updated_at < ?2)
       ORDER BY created_at LIMIT ?3`,
    )
    .bind(new Date(at - STALE_MS.received).toISOString(), new Date(at - STALE_MS.retrying).toISOString(), limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** Marks leads as sent to the Queue again (`resend` and `unqueued` become `received`). */
export async function markQueued(db: D1Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const placeholders = ids.map((_, i) => `?${i + 2}`).join(", ");
  await db
    .prepare(
      `UPDATE leads SET status = CASE WHEN status IN ('resend', 'unqueued') THEN 'received' ELSE status END, updated_at = ?1
       WHERE id IN (${placeholders})`,
    )
    .bind(now(), ...ids)
    .run();
}

/** A send to the Queue failed: the next sweep sends these leads. */
export async function markUnqueued(db: D1Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const placeholders = ids.map((_, i) => `?${i + 2}`).join(", ");
  await db
    .prepare(
      `UPDATE leads SET status = 'unqueued', updated_at = ?1 WHERE status = 'received' AND id IN (${placeholders})`,
    )
    .bind(now(), ...ids)
    .run();
}
