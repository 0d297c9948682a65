import { DELIVERABLE, type LeadRow, RECEIVED_STALE_MS } from "./lead-store.ts";

/**
 * The queue consumer's and the sweep's writes to D1 (docs/leads.md): the lease that keeps
 * one attempt per lead in flight, each attempt's outcome (the lead's status and a row of its
 * history in `lead_attempts`), and the leads the sweep sends to the Queue again.
 */

const iso = (ms: number) => new Date(ms).toISOString();
const DELIVERABLE_SQL = [...DELIVERABLE].map((status) => `'${status}'`).join(", ");

/**
 * Takes the lease of a deliverable lead: no other attempt is in flight (no lease, or one
 * that ran out). Returns the lead, or null when it is not deliverable or another attempt
 * holds it. One statement, so two consumers of the same lead cannot both take it.
 */
export function claimLead(db: D1Database, id: string, leaseMs: number, now = Date.now()): Promise<LeadRow | null> {
  return db
    .prepare(
      `UPDATE leads SET lease_until = ?2
       WHERE id = ?1 AND status IN (${DELIVERABLE_SQL}) AND (lease_until IS NULL OR lease_until <= ?3)
       RETURNING *`,
    )
    .bind(id, iso(now + leaseMs), iso(now))
    .first<LeadRow>();
}

/** Gives the lease back without an attempt (the attempt could not start: a configuration error). */
export async function releaseLead(db: D1Database, id: string): Promise<void> {
  await db.prepare("UPDATE leads SET lease_until = NULL WHERE id = ?1").bind(id).run();
}

/** One attempt's outcome, for the lead's history. */
export interface Attempt {
  startedAt: number;
  httpStatus?: number | null;
  detail?: string | null;
}

function history(db: D1Database, id: string, outcome: string, attempt: Attempt, now: number): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO lead_attempts (lead_id, at, outcome, http_status, duration_ms, detail) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )
    .bind(
      id,
      iso(attempt.startedAt),
      outcome,
      attempt.httpStatus ?? null,
      Math.max(0, Math.round(now - attempt.startedAt)),
      attempt.detail?.slice(0, 1000) ?? null,
    );
}

/** Whether the lead reached the inbox or its handler before (a re-send): its notice went out then. */
export async function reachedBefore(db: D1Database, id: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS yes FROM lead_attempts WHERE lead_id = ?1 AND outcome IN ('delivered', 'inbox') LIMIT 1")
    .bind(id)
    .first<{ yes: number }>();
  return row !== null;
}

/** The handler acknowledged the lead (`delivered`), or the form has none (`inbox`). */
export async function markReached(
  db: D1Database,
  id: string,
  status: "delivered" | "inbox",
  attempt: Attempt,
  now = Date.now(),
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE leads SET status = ?2, attempts = attempts + 1, delivered_at = ?3, last_error = NULL,
           lease_until = NULL, stale_after = NULL, updated_at = ?4 WHERE id = ?1`,
      )
      .bind(id, status, status === "delivered" ? iso(now) : null, iso(now)),
    history(db, id, status, attempt, now),
  ]);
}

/**
 * An attempt failed and the Queue tries again in `delaySeconds`: the lead is `retrying`,
 * and the sweep sends it again if it is still so after twice that delay (its message lost).
 */
export async function markRetrying(
  db: D1Database,
  id: string,
  error: string,
  delaySeconds: number,
  attempt: Attempt,
  now = Date.now(),
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE leads SET status = 'retrying', attempts = attempts + 1, last_error = ?2, lease_until = NULL,
           stale_after = ?3, updated_at = ?4 WHERE id = ?1`,
      )
      .bind(id, error.slice(0, 1000), iso(now + 2 * delaySeconds * 1000), iso(now)),
    history(db, id, "retry", { ...attempt, detail: error }, now),
  ]);
}

/** The handler refused the lead for good, or the last attempt failed: `failed`, kept in the inbox. */
export async function markFailed(db: D1Database, id: string, error: string, attempt: Attempt, now = Date.now()) {
  await db.batch([
    db
      .prepare(
        `UPDATE leads SET status = 'failed', attempts = attempts + 1, last_error = ?2, lease_until = NULL,
           stale_after = NULL, updated_at = ?3 WHERE id = ?1`,
      )
      .bind(id, error.slice(0, 1000), iso(now)),
    history(db, id, "failed", { ...attempt, detail: error }, now),
  ]);
}

/** The dead-letter consumer gives up on a lead that is still undelivered (a safety net: queue.ts gives up first). */
export async function markDeadLetter(db: D1Database, id: string, now = Date.now()): Promise<void> {
  await db
    .prepare(
      `UPDATE leads SET status = 'failed', lease_until = NULL, stale_after = NULL, updated_at = ?2
       WHERE id = ?1 AND status IN (${DELIVERABLE_SQL})`,
    )
    .bind(id, iso(now))
    .run();
}

/**
 * Leads the sweep should send to the Queue (again), oldest first: those an operator asked to
 * re-send, those whose first send failed, and those whose message seems lost: `received`
 * and not consumed within 15 minutes, `retrying` for more than twice its retry delay.
 */
export async function leadsToSend(db: D1Database, limit: number, now = Date.now()): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM leads
       WHERE status IN ('resend', 'unqueued')
          OR (status IN ('received', 'retrying') AND stale_after < ?1 AND (lease_until IS NULL OR lease_until <= ?1))
       ORDER BY created_at LIMIT ?2`,
    )
    .bind(iso(now), limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/**
 * Marks leads as sent to the Queue again (`resend` and `unqueued` become `received`), each
 * with a `swept` row in its history, and gives each 15 minutes before the next sweep.
 */
export async function markQueued(db: D1Database, ids: readonly string[], now = Date.now()): Promise<void> {
  if (ids.length === 0) return;
  const placeholders = ids.map((_, i) => `?${i + 3}`).join(", ");
  await db.batch([
    db
      .prepare(
        `INSERT INTO lead_attempts (lead_id, at, outcome, detail)
         SELECT id, ?1, 'swept', ?2 || status || ')' FROM leads WHERE id IN (${placeholders})`,
      )
      .bind(iso(now), "sent to the Queue again (was ", ...ids),
    db
      .prepare(
        `UPDATE leads SET status = CASE WHEN status IN ('resend', 'unqueued') THEN 'received' ELSE status END,
           stale_after = ?2, updated_at = ?1 WHERE id IN (${placeholders})`,
      )
      .bind(iso(now), iso(now + RECEIVED_STALE_MS), ...ids),
  ]);
}
