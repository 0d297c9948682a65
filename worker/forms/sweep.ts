import { logError, logInfo } from "../log.ts";
import { leadsToSend, markQueued } from "./delivery-store.ts";
import { markUnqueued } from "./lead-store.ts";
import type { LeadMessage } from "./queue.ts";

/** One sendBatch() carries at most 100 messages; a sweep sends at most this many batches. */
const BATCH = 50;
const MAX_BATCHES = 20;

export interface SweepEnv {
  DB: D1Database;
  LEAD_QUEUE: Queue<LeadMessage>;
}

/**
 * The scheduled sweep (cron, every 5 minutes; locally `npm run leads:retry` calls it): sends
 * to the Queue the leads an operator asked to re-send, those whose first send failed, and
 * those whose message seems lost (docs/leads.md: `received` for 15 minutes, `retrying` for
 * twice its retry delay, as after a local runtime restart, whose Queue lives in memory).
 * Returns how many it sent.
 */
export async function sweepLeads(env: SweepEnv): Promise<number> {
  let sent = 0;
  for (let round = 0; round < MAX_BATCHES; round += 1) {
    const ids = await leadsToSend(env.DB, BATCH);
    if (ids.length === 0) break;
    // Marked first, so that a consumer that is quick never sees the lead as `resend` after
    // delivering it; a failed send puts them back for the next sweep.
    await markQueued(env.DB, ids);
    try {
      await env.LEAD_QUEUE.sendBatch(ids.map((id) => ({ body: { id } })));
      sent += ids.length;
    } catch (error) {
      logError("sweep could not send leads to the Queue", { count: ids.length }, error);
      await markUnqueued(env.DB, ids);
      break;
    }
    if (ids.length < BATCH) break;
  }
  if (sent > 0) logInfo("sweep sent leads to the Queue", { count: sent });
  return sent;
}
