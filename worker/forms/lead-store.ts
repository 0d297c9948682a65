import type { FormName } from "../../client/forms/schemas.ts";

/**
 * The `leads` table in D1 (migrations/, docs/leads.md): every lead any form sends. The
 * pipeline never deletes one; an admin's erase (a person's request to be forgotten) empties
 * it and leaves the row as `erased`.
 *
 * A lead's status:
 * - `received`: stored and sent to the Queue, not delivered yet;
 * - `retrying`: a delivery attempt failed; the Queue tries again after a back-off;
 * - `delivered`: the form's handler acknowledged it (a 2xx, or a redirect to its success
 *   location); `inbox`: the form has no handler, the lead is kept in the admin inbox only;
 * - `failed`: the handler refused it for good, or it is still undelivered after the last
 *   attempt; it stays in the inbox;
 * - `resend`: an operator asked for a re-send (/admin/leads, `npm run leads:retry`);
 *   `unqueued`: the first send to the Queue failed. The scheduled sweep sends both again;
 * - `spam`: the honeypot was filled; kept, never delivered unless an operator re-sends it;
 * - `erased`: its personal data was erased.
 */
export const LEAD_STATUSES = [
  "received",
  "retrying",
  "delivered",
  "inbox",
  "failed",
  "resend",
  "unqueued",
  "spam",
  "erased",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Statuses whose lead the queue consumer still has to deliver. */
export const DELIVERABLE: ReadonlySet<LeadStatus> = new Set(["received", "retrying", "resend", "unqueued"]);

/**
 * Statuses an operator may send again: every one but `delivered` (a handler acknowledged
 * it) and `erased` (nothing is left to send).
 */
export const RESENDABLE = [
  "received",
  "retrying",
  "inbox",
  "failed",
  "resend",
  "unqueued",
  "spam",
] as const satisfies readonly LeadStatus[];

export interface LeadRow {
  id: string;
  form: FormName;
  /** The validated payload as JSON (the handler's field names). */
  payload: string;
  /** What sales reads besides the fields (docs/leads.md), as JSON, or null. */
  context: string | null;
  content_hash: string | null;
  created_at: string;
  status: LeadStatus;
  attempts: number;
  last_error: string | null;
  delivered_at: string | null;
  idempotency_key: string | null;
  updated_at: string;
  /** An attempt is in flight until then (queue.ts); null: none. */
  lease_until: string | null;
  /** The sweep sends a `received` or `retrying` lead to the Queue again after this. */
  stale_after: string | null;
  handled_at: string | null;
  handled_by: string | null;
  erased_at: string | null;
}

export interface NewLead {
  form: FormName;
  payload: string;
  context: string | null;
  /** The hash of form and payload: the same submission within a day is stored once. */
  contentHash: string;
  status: Extract<LeadStatus, "received" | "spam">;
  idempotencyKey: string | null;
}

/** The stored lead and whether this call created it (false: an earlier post was the same). */
export interface Stored {
  lead: Pick<LeadRow, "id" | "payload" | "status">;
  created: boolean;
}

/** A received lead whose message has not been consumed in this long is sent again by the sweep. */
export const RECEIVED_STALE_MS = 15 * 60_000;
/** A second identical submission within this long is the same lead. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The content hash of a submission: SHA-256 of the form name and its validated payload, so
 * that a visitor who sends the same form twice (a second tab, the browser's outbox after a
 * lost answer) is stored once a day.
 */
export async function contentHash(form: FormName, payload: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${form}\n${payload}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Stores a new lead, once per (form, idempotency key) and once per content hash within a
 * day: a repeated post returns the lead the first one stored. One statement, so two posts
 * racing each other cannot both insert.
 */
export async function insertLead(db: D1Database, lead: NewLead, now = Date.now()): Promise<Stored> {
  const inserted = await db
    .prepare(
      `INSERT INTO leads (id, form, payload, context, content_hash, created_at, status, attempts, idempotency_key, updated_at, stale_after)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, 0, ?8, ?6, ?9
       WHERE NOT EXISTS (SELECT 1 FROM leads WHERE form = ?2 AND content_hash = ?5 AND created_at > ?10)
       ON CONFLICT DO NOTHING RETURNING id, payload, status`,
    )
    .bind(
      crypto.randomUUID(),
      lead.form,
      lead.payload,
      lead.context,
      lead.contentHash,
      iso(now),
      lead.status,
      lead.idempotencyKey,
      lead.status === "received" ? iso(now + RECEIVED_STALE_MS) : null,
      iso(now - DUPLICATE_WINDOW_MS),
    )
    .first<Stored["lead"]>();
  if (inserted) return { lead: inserted, created: true };
  const byKey =
    lead.idempotencyKey === null
      ? null
      : await db
          .prepare("SELECT id, payload, status FROM leads WHERE form = ?1 AND idempotency_key = ?2")
          .bind(lead.form, lead.idempotencyKey)
          .first<Stored["lead"]>();
  if (byKey) return { lead: byKey, created: false };
  const byContent = await db
    .prepare(
      "SELECT id, payload, status FROM leads WHERE form = ?1 AND content_hash = ?2 AND created_at > ?3 ORDER BY created_at LIMIT 1",
    )
    .bind(lead.form, lead.contentHash, iso(now - DUPLICATE_WINDOW_MS))
    .first<Stored["lead"]>();
  if (!byContent) throw new Error(`lead insert of form ${lead.form} stored nothing, yet no earlier lead matches`);
  return { lead: byContent, created: false };
}

export function getLead(db: D1Database, id: string): Promise<LeadRow | null> {
  return db.prepare("SELECT * FROM leads WHERE id = ?1").bind(id).first<LeadRow>();
}

/** A send to the Queue failed: the next sweep sends these leads. */
export async function markUnqueued(db: D1Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const placeholders = ids.map((_, i) => `?${i + 2}`).join(", ");
  await db
    .prepare(
      `UPDATE leads SET status = 'unqueued', updated_at = ?1 WHERE status IN ('received', 'resend') AND id IN (${placeholders})`,
    )
    .bind(iso(Date.now()), ...ids)
    .run();
}
