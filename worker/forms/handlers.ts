import type { Bindings } from "../bindings.ts";
import { handleLeadBatch } from "./queue.ts";
import { sweepLeads } from "./sweep.ts";

/** The Worker's queue() handler: lead delivery and the dead-letter queue (queue.ts). */
export async function queue(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  await handleLeadBatch(batch, env);
}

/** The Worker's scheduled() handler: the lead sweep (sweep.ts). */
export async function scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(sweepLeads(env));
}
