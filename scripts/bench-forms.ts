/**
 * `npm run bench:forms`: the lead pipeline under load. The Worker bundled as `wrangler deploy`
 * would, in workerd through Miniflare directly (no dev proxy), with a local D1 (migrations/
 * applied), the lead Queue and its dead-letter queue, the Rate Limiting binding, all as in
 * wrangler.toml, and a form handler: a Node HTTP server on this machine that accepts posts.
 *
 * A closed loop sends valid contact-sales posts (50 connections for 20 s by default), each from
 * another visitor (its own CF-Connecting-IP, so the per-visitor limit of 5 a minute does not
 * refuse them) with its own email and idempotency key. Then it waits for the Queue to drain
 * and checks that D1 holds exactly one lead per 202 answer, every one delivered, and that the
 * handler received each once. Exits 1 on any error, a lead too many or too few, or a lead left
 * undelivered.
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

/** The handler: counts posts by email (each lead has its own), answers 200. */
const handled = new Map<string, number>();
const handler = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    const email = new URLSearchParams(body).get("email") ?? "";
    handled.set(email, (handled.get(email) ?? 0) + 1);
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
  });
}

interface Load {
  statuses: Map<number, number>;
  networkErrors: number;
  latencies: number[];
}

/**
 * A closed loop: `connections` clients each post, wait for the whole answer, and post again
 * until the time is up. Every answer is counted (a load tool that stops mid-flight would leave
 * posts that were stored without their 202 being seen, and the count would not add up).
 */
async function closedLoop(target: string, clients: number, ms: number): Promise<Load> {
  const load: Load = { statuses: new Map(), networkErrors: 0, latencies: [] };
  const end = performance.now() + ms;
  let visitor = 0;
  const client = async () => {
    while (performance.now() < end) {
      visitor += 1;
      const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
      const began = performance.now();
      try {
        const response = await fetch(target, {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": ip, "idempotency-key": randomUUID() },
          body: salesPost(),
        });
        await response.arrayBuffer();
        load.statuses.set(response.status, (load.statuses.get(response.status) ?? 0) + 1);
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
    headers: { "content-type": "application/json", "cf-connecting-ip": "198.51.100.1" },
    body: salesPost(),
  });
  if (probe.status !== 202) throw new Error(`a valid post answered ${probe.status}: ${await probe.text()}`);

  console.log(`POST /api/forms/sales: ${connections} connections for ${duration} s, every post from its own visitor\n`);
  const load = await closedLoop(new URL("/api/forms/sales", url).href, connections, duration * 1000);
  const accepted = load.statuses.get(202) ?? 0;
  const other = [...load.statuses].filter(([status]) => status !== 202).reduce((sum, [, n]) => sum + n, 0);
  const errors = load.networkErrors + other;
  const latency = percentiles(load.latencies);
  printFigures("run", [
    {
      label: "valid sales posts",
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
  let pending = await count("SELECT count(*) AS n FROM leads WHERE status IN ('received', 'retrying', 'unqueued')");
  while (pending > 0 && Date.now() - start < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    pending = await count("SELECT count(*) AS n FROM leads WHERE status IN ('received', 'retrying', 'unqueued')");
  }
  const drainSeconds = (Date.now() - start) / 1000;
  const stored = await count("SELECT count(*) AS n FROM leads");
  const delivered = await count("SELECT count(*) AS n FROM leads WHERE status = 'delivered'");
  const handledOnce = [...handled.values()].filter((n) => n === 1).length;
  const handledTwice = [...handled.values()].filter((n) => n > 1).length;

  console.log(`\n202 answers:                 ${accepted} (and the probe's)`);
  console.log(
    `leads in D1:                 ${stored} (${stored === accepted + 1 ? "equal to the 202s" : "NOT equal to the 202s"})`,
  );
  console.log(
    `delivered to the handler:    ${delivered}, the queue drained ${drainSeconds.toFixed(1)} s after the load (${pending} still pending)`,
  );
  console.log(`handler posts:               ${handledOnce} leads once, ${handledTwice} more than once`);

  const all = accepted + 1;
  const failed = errors > 0 || stored !== all || delivered !== all || pending > 0 || handledOnce !== all;
  if (failed) console.log("\nFAILED: see above");
  process.exitCode = failed ? 1 : 0;
} finally {
  await mf.dispose();
  handler.close();
}
