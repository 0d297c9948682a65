/**
 * `npm run bench:forms`: the lead pipeline under load. The Worker bundled as `wrangler deploy`
 * would, in workerd through Miniflare directly (no dev proxy), with a local D1 (migrations/
 * applied), the lead Queue and its dead-letter queue, the Rate Limiting binding, all as in
 * wrangler.toml, and a form handler: a Node HTTP server on this machine that accepts posts.
 *
 * A closed loop sends valid posts (50 connections for 20 s by default), contact sales and general
 * inquiries in turn, each with the site's Origin as a browser sends it (docs/security.md), from
 * another visitor (its own CF-Connecting-IP, so the per-visitor limit of 5 a minute does not
 * refuse them) with its own email and idempotency key. Sales has a handler; inquiries have
 * none, so they stay in the inbox (docs/leads.md). Then it waits for the Queue to drain and
 * checks that D1 holds exactly one lead per 202 answer, that the count of 202s equals the leads
 * delivered to the handler plus those kept in the inbox, and that the handler received each
 * sales lead once, with its lead id as Idempotency-Key. Exits 1 on any error, a lead too many
 * or too few, or a lead left undelivered.
 *
 *   tsx scripts/bench-forms.ts [--duration 20] [--connections 50]
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { readMigrations } from "./lib/d1-migrations.ts";
import { printFigures } from "./lib/load-figures.ts";
import { bundleWorker, compatibilityDate } from "./lib/local-worker.ts";

const { values } = parseArgs({
  options: { duration: { type: "string", default: "20" }, connections: { type: "string", default: "50" } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

/** The handler: counts posts by email (each lead has its own) and keeps their Idempotency-Keys, answers 200. */
const handled = new Map<string, number>();
const idempotencyKeys = new Set<string>();
const handler = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    const email = new URLSearchParams(body).get("email") ?? "";
    handled.set(email, (handled.get(email) ?? 0) + 1);
    const key = request.headers["idempotency-key"];
    if (typeof key === "string") idempotencyKeys.add(key);
    response.writeHead(200).end("ok");
  });
});
await new Promise<void>((resolve) => handler.listen(0, "127.0.0.1", resolve));
const handlerUrl = `http://127.0.0.1:${(handler.address() as AddressInfo).port}/sales`;

const bundle = bundleWorker();
const mf = new Miniflare(
  convertV4MiniflareOptions({
    modules: true,
    scriptPath: bundle,
    compatibilityDate: compatibilityDate(),
    kvNamespaces: ["CONTENT", "REDIRECTS"],
    d1Databases: { DB: "bench-leads" },
    // The consumers and the rate limit as in wrangler.toml.
    queueProducers: { LEAD_QUEUE: "lead-delivery" },
    queueConsumers: {
      "lead-delivery": { maxBatchSize: 10, maxBatchTimeout: 1, maxRetries: 10, deadLetterQueue: "lead-delivery-dlq" },
      "lead-delivery-dlq": { maxBatchSize: 10, maxBatchTimeout: 1 },
    },
    ratelimits: { FORM_RATE_LIMIT: { namespace_id: "1003", simple: { limit: 5, period: 60 } } },
    bindings: { SITE_URL: "http://localhost:8787", EDGE_CACHE_SECONDS: "10", FORM_HANDLER_SALES_URL: handlerUrl },
  }),
);

function inquiryPost(): string {
  return JSON.stringify({
    first_name: "Bench",
    last_name: "Mark",
    email: `bench.${randomUUID()}@example.com`,
    job_title: "Load tester",
    company: "Benchmarks Ltd",
    country: "France",
    Subject: "An inquiry sent by npm run bench:forms.",
    agreecheckbox: true,
    origin: "CTA-Contact-Us",
    context: { language: "en", page: "/contact" },
  });
}

function salesPost(): string {
  return JSON.stringify({
    first_name: "Bench",
    last_name: "Mark",
    email: `bench.${randomUUID()}@example.com`,
    job_title: "Load tester",
    company: "Benchmarks Ltd",
    country: "France",
    Subject: "A lead sent by npm run bench:forms.",
    industry: "Software & IT Services",
    Your_timeframe: "I don't know",
    agreecheckbox: true,
    originFunnel: "",
    origin: "CTA-Contact-Us",
    Use_Case: ["Geocoding", "AI"],
    context: { language: "en", page: "/contact", consent: { version: "en-0a1b2c3d", at: new Date().toISOString() } },
  });
}

interface Load {
  statuses: Map<number, number>;
  /** 202 answers per form. */
  accepted: Map<string, number>;
  networkErrors: number;
  latencies: number[];
}

/**
 * A closed loop: `connections` clients each post, wait for the whole answer, and post again
 * until the time is up. Every answer is counted (a load tool that stops mid-flight would leave
 * posts that were stored without their 202 being seen, and the count would not add up).
 */
async function closedLoop(origin: string, clients: number, ms: number): Promise<Load> {
  const load: Load = { statuses: new Map(), accepted: new Map(), networkErrors: 0, latencies: [] };
  const end = performance.now() + ms;
  let visitor = 0;
  const client = async () => {
    while (performance.now() < end) {
      visitor += 1;
      const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
      const form = visitor % 2 === 0 ? "sales" : "inquiry";
      const began = performance.now();
      try {
        const response = await fetch(new URL(`/api/forms/${form}`, origin), {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "cf-connecting-ip": ip,
            "idempotency-key": randomUUID(),
            // The site's own origin, as a browser sends it from the funnel's pages (docs/security.md).
            origin: new URL(origin).origin,
          },
          body: form === "sales" ? salesPost() : inquiryPost(),
        });
        await response.arrayBuffer();
        load.statuses.set(response.status, (load.statuses.get(response.status) ?? 0) + 1);
        if (response.status === 202) load.accepted.set(form, (load.accepted.get(form) ?? 0) + 1);
        load.latencies.push(performance.now() - began);
      } catch {
        load.networkErrors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return load;
}

function percentiles(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}

async function count(sql: string): Promise<number> {
  const db = await mf.getD1Database("DB");
  return (await db.prepare(sql).first<{ n: number }>())?.n ?? 0;
}

try {
  const url = await mf.ready;
  const db = await mf.getD1Database("DB");
  for (const migration of readMigrations()) await db.batch(migration.queries.map((query) => db.prepare(query)));

  const probe = await mf.dispatchFetch(new URL("/api/forms/sales", url).href, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": "198.51.100.1", origin: url.origin },
    body: salesPost(),
  });
  if (probe.status !== 202) throw new Error(`a valid post answered ${probe.status}: ${await probe.text()}`);

  console.log(
    `POST /api/forms/sales and /inquiry in turn: ${connections} connections for ${duration} s, every post from its own visitor\n`,
  );
  const load = await closedLoop(url.href, connections, duration * 1000);
  const accepted = load.statuses.get(202) ?? 0;
  const other = [...load.statuses].filter(([status]) => status !== 202).reduce((sum, [, n]) => sum + n, 0);
  const errors = load.networkErrors + other;
  const latency = percentiles(load.latencies);
  printFigures("run", [
    {
      label: "valid sales and inquiry posts (leads/s)",
      rps: accepted / duration,
      p50: latency.p50,
      p99: latency.p99,
      errors:
        errors === 0
          ? "0"
          : `${load.networkErrors} network, ${other} other status (${[...load.statuses].map(([s, n]) => `${s}: ${n}`).join(", ")})`,
    },
  ]);

  const start = Date.now();
  const PENDING = "SELECT count(*) AS n FROM leads WHERE status IN ('received', 'retrying', 'unqueued', 'resend')";
  let pending = await count(PENDING);
  while (pending > 0 && Date.now() - start < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    pending = await count(PENDING);
  }
  const drainSeconds = (Date.now() - start) / 1000;
  const stored = await count("SELECT count(*) AS n FROM leads");
  const delivered = await count("SELECT count(*) AS n FROM leads WHERE status = 'delivered'");
  const inbox = await count("SELECT count(*) AS n FROM leads WHERE status = 'inbox'");
  const handledOnce = [...handled.values()].filter((n) => n === 1).length;
  const handledTwice = [...handled.values()].filter((n) => n > 1).length;
  const keysAreLeads = await count(
    `SELECT count(*) AS n FROM leads WHERE status = 'delivered' AND id IN (${[...idempotencyKeys].map((k) => `'${k.replace(/[^0-9a-f-]/g, "")}'`).join(",") || "''"})`,
  );
  const sales = (load.accepted.get("sales") ?? 0) + 1;
  const inquiries = load.accepted.get("inquiry") ?? 0;

  console.log(
    `\n202 answers:                 ${accepted} + the probe's = ${accepted + 1} (sales ${sales}, inquiries ${inquiries})`,
  );
  console.log(
    `leads in D1:                 ${stored} (${stored === accepted + 1 ? "equal to the 202s" : "NOT equal to the 202s"})`,
  );
  console.log(
    `delivered to the handler:    ${delivered}; shown in the inbox only: ${inbox}; sum ${delivered + inbox} (${delivered + inbox === accepted + 1 ? "equal to the 202s" : "NOT equal to the 202s"})`,
  );
  console.log(`the queue drained ${drainSeconds.toFixed(1)} s after the load (${pending} still pending)`);
  console.log(
    `handler posts:               ${handledOnce} leads once, ${handledTwice} more than once; Idempotency-Key = lead id for ${keysAreLeads}`,
  );

  const all = accepted + 1;
  const failed =
    errors > 0 ||
    stored !== all ||
    delivered !== sales ||
    inbox !== inquiries ||
    pending > 0 ||
    handledOnce !== sales ||
    handledTwice > 0 ||
    keysAreLeads !== sales;
  if (failed) console.log("\nFAILED: see above");
  process.exitCode = failed ? 1 : 0;
} finally {
  await mf.dispose();
  handler.close();
}
