import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FormName } from "../../client/forms/schemas.ts";
import { validateForm } from "../../client/forms/validate.ts";
import { acceptLead } from "../../worker/forms/intake.ts";
import { insertLead } from "../../worker/forms/lead-store.ts";
import worker from "../../worker/index.ts";
import { eventually, handlerPosts, inquiryFields, leadRow, postForm, salesFields, uniqueEmail } from "./forms.ts";

interface Accepted {
  id: string;
  status: string;
}

/** Stores a lead the way the browser does and returns its id. */
async function submit(form: string, fields: Record<string, unknown>): Promise<string> {
  const response = await postForm(form, fields);
  expect(response.status).toBe(202);
  return (await response.json<Accepted>()).id;
}

/**
 * Stores a lead as the intake does, without sending it to the Queue: the consumer is then
 * driven by hand, message by message, with no real delivery racing it.
 */
async function stored(
  form: FormName,
  fields: Record<string, unknown>,
  status: "received" | "spam" = "received",
): Promise<string> {
  const checked = validateForm(form, fields);
  if (!checked.ok) throw new Error(JSON.stringify(checked.fields));
  return (await insertLead(env.DB, { form, payload: JSON.stringify(checked.payload), status, idempotencyKey: null }))
    .lead.id;
}

interface Outcome {
  acked: boolean;
  /** The delay asked for, when the message was handed back to the Queue. */
  retry: { delaySeconds?: number } | null;
}

/**
 * Runs the Worker's queue() handler on one message, as the Queue would on its `attempts`-th
 * try, and reports what the handler did with it. (The plugin's getQueueResult() does not
 * report retry delays, so the batch is made here.)
 */
async function consume(
  queue: string,
  id: string,
  attempts: number,
  overrides: Record<string, string> = {},
): Promise<Outcome> {
  const outcome: Outcome = { acked: false, retry: null };
  const message = {
    id: `message-${id}-${attempts}`,
    timestamp: new Date(),
    attempts,
    body: { id },
    ack: () => {
      outcome.acked = true;
    },
    retry: (options: { delaySeconds?: number } = {}) => {
      outcome.retry = options;
    },
  };
  const batch = {
    queue,
    messages: [message],
    ackAll: () => undefined,
    retryAll: () => undefined,
  } as unknown as MessageBatch;
  await worker.queue(batch, { ...env, LEAD_RETRY_BASE_SECONDS: "30", ...overrides } as typeof env);
  return outcome;
}

describe("the queue consumer delivers leads to the form's handler", () => {
  it("posts the lead form-urlencoded, with one Use_Case per use case and the handler's secret", async () => {
    const fields = salesFields();
    const id = await stored("sales", fields);
    const path = `/ok/sales-${id}`;
    const result = await consume("lead-delivery", id, 1, { FORM_HANDLER_SALES_URL: `https://forms.test${path}` });
    expect(result).toEqual({ acked: true, retry: null });
    const [post] = await handlerPosts(path);
    expect(post?.contentType).toBe("application/x-www-form-urlencoded");
    expect(post?.authorization).toBe("Bearer sales-handler-secret");
    const sent = new URLSearchParams(post?.body);
    expect(sent.getAll("Use_Case")).toEqual(["Address Autocomplete", "Ecommerce Checkout"]);
    expect(Object.fromEntries([...sent].filter(([key]) => key !== "Use_Case"))).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      email: fields.email,
      job_title: "CTO",
      company: "Analytical Engines Ltd",
      country: "United Kingdom",
      Subject: fields.Subject,
      industry: "Retail",
      Your_timeframe: "1 to 3 months",
      agreecheckbox: "true",
      originFunnel: "",
      origin: "CTA-Contact-Us",
    });
    expect(await leadRow(id)).toMatchObject({
      status: "delivered",
      attempts: 1,
      last_error: null,
      delivered_at: expect.any(String),
    });
  });

  it("handler returns 500: the lead is retried with back-off, then delivered when the handler recovers", async () => {
    const id = await stored("sales", salesFields());
    const down = await consume("lead-delivery", id, 1, {
      FORM_HANDLER_SALES_URL: `https://forms.test/fail/sales-${id}`,
    });
    expect(down).toEqual({ acked: false, retry: { delaySeconds: 30 } });
    expect(await leadRow(id)).toMatchObject({
      status: "retrying",
      attempts: 1,
      last_error: "HTTP 500: handler down",
      delivered_at: null,
    });

    const stillDown = await consume("lead-delivery", id, 2, {
      FORM_HANDLER_SALES_URL: `https://forms.test/fail/sales-${id}`,
    });
    expect(stillDown).toEqual({ acked: false, retry: { delaySeconds: 60 } });

    const recovered = await consume("lead-delivery", id, 3, {
      FORM_HANDLER_SALES_URL: `https://forms.test/ok/sales-${id}`,
    });
    expect(recovered).toEqual({ acked: true, retry: null });
    expect(await leadRow(id)).toMatchObject({ status: "delivered", attempts: 3, last_error: null });
    expect(await handlerPosts(`/ok/sales-${id}`)).toHaveLength(1);
  });

  it("handler down past the retries: the dead-letter consumer marks the lead failed; it stays in D1", async () => {
    const id = await stored("sales", salesFields());
    await consume("lead-delivery", id, 11, { FORM_HANDLER_SALES_URL: `https://forms.test/fail/sales-${id}` });
    const dead = await consume("lead-delivery-dlq", id, 1);
    expect(dead).toEqual({ acked: true, retry: null });
    expect(await leadRow(id)).toMatchObject({ status: "failed", attempts: 1, last_error: "HTTP 500: handler down" });
  });

  it("a delivered lead is never posted twice, even if its message comes again", async () => {
    const id = await stored("sales", salesFields());
    const path = `/ok/sales-twice-${id}`;
    await consume("lead-delivery", id, 1, { FORM_HANDLER_SALES_URL: `https://forms.test${path}` });
    const again = await consume("lead-delivery", id, 1, { FORM_HANDLER_SALES_URL: `https://forms.test${path}` });
    expect(again).toEqual({ acked: true, retry: null });
    expect(await handlerPosts(path)).toHaveLength(1);
    await consume("lead-delivery-dlq", id, 1);
    expect((await leadRow(id))?.status).toBe("delivered");
  });

  it("without a handler URL the lead goes to the local inbox: delivered-local", async () => {
    const id = await stored("inquiry", inquiryFields());
    await consume("lead-delivery", id, 1, { FORM_HANDLER_INQUIRY_URL: "" });
    expect(await leadRow(id)).toMatchObject({
      status: "delivered-local",
      attempts: 1,
      delivered_at: expect.any(String),
    });
  });

  it("a handler URL that is not http(s) is an error that is retried, not a silent local delivery", async () => {
    const id = await stored("inquiry", inquiryFields());
    const result = await consume("lead-delivery", id, 1, { FORM_HANDLER_INQUIRY_URL: "ftp://forms.example/inquiry" });
    expect(result).toEqual({ acked: false, retry: { delaySeconds: 30 } });
    expect((await leadRow(id))?.status).toBe("received");
  });

  it("spam is never delivered by the consumer", async () => {
    const id = await stored("inquiry", inquiryFields(), "spam");
    const result = await consume("lead-delivery", id, 1, { FORM_HANDLER_INQUIRY_URL: "https://forms.test/ok/never" });
    expect(result).toEqual({ acked: true, retry: null });
    expect(await leadRow(id)).toMatchObject({ status: "spam", attempts: 0 });
  });
});

describe("through the real Queue (producer, consumer, retries and dead-letter queue of wrangler.toml)", () => {
  it("a lead posted to the API is delivered by the consumer", async () => {
    const fields = salesFields();
    const id = await submit("sales", fields);
    await eventually(async () => (await leadRow(id))?.status === "delivered");
    const posts = (await handlerPosts("/ok/sales")).filter(
      (post) => new URLSearchParams(post.body).get("email") === fields.email,
    );
    expect(posts).toEqual([expect.objectContaining({ status: 200, authorization: "Bearer sales-handler-secret" })]);
  });

  it("a handler that fails twice: retried by the Queue, then delivered", async () => {
    const email = uniqueEmail("survey");
    const id = await submit("survey", { email, answers: { role: "Developer", volume: ["1k", "10k"] } });
    const row = await eventually(async () => {
      const lead = await leadRow(id);
      return lead?.status === "delivered" ? lead : null;
    });
    expect(row.attempts).toBe(3);
    const posts = (await handlerPosts("/flaky/2/survey")).filter(
      (post) => new URLSearchParams(post.body).get("email") === email,
    );
    expect(posts.map((post) => post.status)).toEqual([500, 500, 200]);
    expect(new URLSearchParams(posts[2]?.body).toString()).toBe(
      `email=${encodeURIComponent(email)}&role=Developer&volume=1k&volume=10k`,
    );
  });

  it("a handler that stays down: every retry, then the dead-letter queue marks the lead failed", {
    timeout: 60_000,
  }, async () => {
    const id = await submit("enterprise", {
      first_name: "Tim",
      last_name: "Berners-Lee",
      email: uniqueEmail("tim"),
      company: "CERN",
      agreecheckbox: true,
      origin: "CTA-Contact-Us",
    });
    const row = await eventually(async () => {
      const lead = await leadRow(id);
      return lead?.status === "failed" ? lead : null;
    }, 50_000);
    expect(row.attempts).toBe(11);
    expect(row.last_error).toBe("HTTP 500: handler down");
  });

  it("a lead whose send to the Queue failed is accepted as unqueued, and the sweep sends it", async () => {
    const failingQueue = { send: () => Promise.reject(new Error("queue unavailable")) } as unknown as Queue;
    const result = await acceptLead(
      { ...env, LEAD_QUEUE: failingQueue },
      { form: "inquiry", input: inquiryFields(), idempotencyKey: null },
    );
    expect(result).toMatchObject({ kind: "accepted", status: "unqueued" });
    const id = (result as { id: string }).id;
    expect((await leadRow(id))?.status).toBe("unqueued");
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, createExecutionContext());
    await eventually(async () => (await leadRow(id))?.status === "delivered-local");
  });

  it("the scheduled sweep sends leads marked for re-sending (npm run leads:retry) to the Queue again", async () => {
    const id = await submit("inquiry", inquiryFields());
    await eventually(async () => (await leadRow(id))?.status === "delivered-local");
    await env.DB.prepare("UPDATE leads SET status = 'resend' WHERE id = ?1").bind(id).run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await eventually(async () => {
      const lead = await leadRow(id);
      return lead?.status === "delivered-local" && lead.attempts === 2;
    });
  });
});
