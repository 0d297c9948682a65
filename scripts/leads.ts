/**
 * Ops for the leads in D1 (docs/leads.md).
 *
 *   npm run leads [-- --status failed] [--form sales] [--limit 50] [--id <lead id>] [--json]
 *       counts per status and the newest leads (with --id: one lead in full, as its handler
 *       receives it)
 *   npm run leads:retry [-- --status failed|spam|inbox|received|retrying|unqueued|resend] [--id <lead id>]
 *       marks those leads `resend` (any status but delivered and erased); the Worker's
 *       scheduled sweep sends them to the Queue again. Locally the sweep runs at once through
 *       the dev server (--port, default 8787); in production the cron (every 5 minutes) runs it.
 *
 * Every value printed is escaped (control characters, line breaks: scripts/lib/leads-sql.ts).
 *
 * Where: local D1 by default (`npm start`'s, .wrangler/state; --persist-to DIR for another,
 * e.g. .wrangler/e2e with --port 8799), or `--env production --remote`.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { toFormFields } from "../worker/forms/delivery.ts";
import type { LeadRow } from "../worker/forms/lead-store.ts";
import { COUNTS_SQL, formatCounts, formatLead, formatLeads, listSql, retrySql } from "./lib/leads-sql.ts";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: "string" },
    remote: { type: "boolean", default: false },
    local: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    port: { type: "string", default: "8787" },
    status: { type: "string" },
    form: { type: "string" },
    id: { type: "string" },
    limit: { type: "string", default: "20" },
    json: { type: "boolean", default: false },
  },
});

const command = positionals[0] ?? "list";
if (command !== "list" && command !== "retry") {
  console.error(`Unknown command "${command}": use list (npm run leads) or retry (npm run leads:retry).`);
  process.exit(2);
}
if (args.remote && !args.env) {
  console.error("--remote needs the environment: --env production --remote");
  process.exit(2);
}
if (args.env && !args.remote) {
  console.error(`--env ${args.env} reads remote data: add --remote (wrangler 4 works on local storage otherwise).`);
  process.exit(2);
}

const remote = args.remote;
const target = remote
  ? ["--remote", "--env", args.env as string]
  : ["--local", ...(args["persist-to"] ? ["--persist-to", args["persist-to"]] : [])];
const where = remote ? `environment ${args.env} (remote)` : `local D1 (${args["persist-to"] ?? ".wrangler/state"})`;

/** Runs one SQL statement through `wrangler d1 execute` and returns its rows. */
function query<T>(sql: string): T[] {
  const result = spawnSync("wrangler", ["d1", "execute", "DB", ...target, "--json", "--command", sql], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    maxBuffer: 256 * 1024 * 1024,
  });
  const out = result.stdout.trim();
  const parsed: unknown = out.startsWith("[") || out.startsWith("{") ? JSON.parse(out) : null;
  if (result.status !== 0 || !Array.isArray(parsed)) {
    const message =
      (parsed as { error?: { text?: string } } | null)?.error?.text ?? (result.stderr || out || result.error?.message);
    throw new Error(`wrangler d1 execute failed in ${where}: ${message}`);
  }
  return (parsed[0] as { results: T[] }).results;
}

function list(): void {
  const rows = query<LeadRow>(
    listSql({ status: args.status, form: args.form, id: args.id, limit: Number(args.limit) }),
  );
  if (args.json) {
    console.log(
      JSON.stringify(
        rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown })),
        null,
        2,
      ),
    );
    return;
  }
  if (args.id) {
    const [row] = rows;
    if (!row) throw new Error(`no lead ${args.id} in ${where}`);
    console.log(formatLead(row, toFormFields(JSON.parse(row.payload) as Record<string, unknown>)));
    return;
  }
  console.log(`Leads in ${where}: ${formatCounts(query<{ status: string; n: number }>(COUNTS_SQL))}\n`);
  console.log(formatLeads(rows));
}

async function runSweepLocally(): Promise<boolean> {
  const url = `http://localhost:${args.port}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`;
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

async function retry(): Promise<void> {
  const status = args.status ?? "failed";
  const marked = query<{ id: string; form: string }>(retrySql(status, args.id, new Date().toISOString()));
  const pending = query<{ n: number }>("SELECT count(*) AS n FROM leads WHERE status = 'resend'")[0]?.n ?? 0;
  console.log(`${marked.length} ${status} lead(s) marked for re-sending in ${where}; ${pending} waiting in all.`);
  for (const lead of marked) console.log(`  ${lead.id}  ${lead.form}`);
  if (pending === 0) return;
  if (remote) {
    console.log("The Worker's scheduled sweep (cron */5) sends them to the Queue within 5 minutes.");
    console.log(`Follow them with: npm run leads -- --env ${args.env} --remote`);
    return;
  }
  if (await runSweepLocally()) {
    console.log(
      `The local Worker (port ${args.port}) sent them to the Queue; \`npm run leads\` shows how delivery goes.`,
    );
  } else {
    console.log(
      `No local Worker answers on port ${args.port}: start the site (npm start) and run npm run leads:retry again to send them.`,
    );
  }
}

try {
  if (command === "list") list();
  else await retry();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
