import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { acceptLead } from "../../worker/forms/intake.ts";
import worker from "../../worker/index.ts";
import {
  eventually,
  handlerPosts,
  inquiryFields,
  leadRow,
  salesFields,
  seedSurveyPage,
  surveyPost,
  uniqueEmail,
} from "./forms.ts";
import { attemptsOf, stored, submit } from "./lead-consumer.ts";

beforeAll(seedSurveyPage);

async function sweep(): Promise<void> {
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, createExecutionContext());
}

// Each delivery waits for the Queue's 1 s batch, so these tests take seconds by design; they are
// bounded by eventually()'s 20 s deadline, not by the default 5 s test timeout.
describe("through the real Queue (producer, consumer, retries and dead-letter queue of wrangler.toml)", {
  timeout: 25_000,
}, () => {
  it("a lead posted to the API is delivered by the consumer", async () => {
    const fields = salesFields();
    const id = await submit("sales", fields);
    await eventually(async () => (await leadRow(id))?.status === "delivered");
    const posts = (await handlerPosts("/ok/sales")).filter(
      (post) => new URLSearchParams(post.body).get("email") === fields.email,
    );
    expect(posts).toEqual([
      expect.objectContaining({ status: 200, authorization: "Bearer sales-handler-secret", idempotencyKey: id }),
    ]);
  });

  it("a handler that fails twice: retried by the Queue, then delivered, with the answers as the handler expects", async () => {
    const email = uniqueEmail("survey");
    const id = await submit("survey", surveyPost(email));
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
      `email=${encodeURIComponent(email)}&role=developer&first_project=maps`,
    );
  });

  it("a handler that stays down: every attempt, then the lead is failed (and stays in D1)", {
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
});

describe("the scheduled sweep", () => {
  it("a lead whose send to the Queue failed is accepted as unqueued, and the sweep sends it", async () => {
    const failingQueue = { send: () => Promise.reject(new Error("queue unavailable")) } as unknown as Queue;
    const result = await acceptLead(
      { ...env, LEAD_QUEUE: failingQueue },
      { form: "inquiry", input: inquiryFields(), idempotencyKey: null },
    );
    expect(result).toMatchObject({ kind: "accepted", status: "unqueued" });
    const id = (result as { id: string }).id;
    expect((await leadRow(id))?.status).toBe("unqueued");
    await sweep();
    await eventually(async () => (await leadRow(id))?.status === "inbox");
  });

  it("sends leads marked for re-sending (the inbox, npm run leads:retry) to the Queue again", async () => {
    const id = await submit("inquiry", inquiryFields());
    await eventually(async () => (await leadRow(id))?.status === "inbox");
    await env.DB.prepare("UPDATE leads SET status = 'resend' WHERE id = ?1").bind(id).run();
    await sweep();
    await eventually(async () => {
      const lead = await leadRow(id);
      return lead?.status === "inbox" && lead.attempts === 2;
    });
    expect((await attemptsOf(id)).map((a) => a.outcome)).toEqual(["inbox", "swept", "inbox"]);
  });

  it("leads left retrying longer than twice their retry delay (their messages lost in a restart) are delivered; a fresh retry is left alone", async () => {
    const now = Date.now();
    const lost = [await stored("sales", salesFields()), await stored("sales", salesFields())];
    const waiting = await stored("sales", salesFields());
    // As after a local runtime restart: retrying in D1, no message in the (in-memory) Queue.
    const mark = (id: string, staleAfter: number) =>
      env.DB.prepare("UPDATE leads SET status = 'retrying', attempts = 1, stale_after = ?2 WHERE id = ?1")
        .bind(id, new Date(staleAfter).toISOString())
        .run();
    for (const id of lost) await mark(id, now - 1000);
    await mark(waiting, now + 60_000);
    await sweep();
    for (const id of lost) {
      const row = await eventually(async () => {
        const lead = await leadRow(id);
        return lead?.status === "delivered" ? lead : null;
      });
      expect(row.attempts).toBe(2);
    }
    expect((await leadRow(waiting))?.status).toBe("retrying");
  });
});
