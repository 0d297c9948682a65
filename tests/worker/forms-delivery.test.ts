import { describe, expect, it } from "vitest";
import { TEST_SUCCESS_LOCATION } from "./form-handler-standin.ts";
import { handlerPosts, inquiryFields, leadRow, salesFields } from "./forms.ts";
import { attemptsOf, consume, stored } from "./lead-consumer.ts";

const handler = (path: string) => `https://forms.test${path}`;

describe("the queue consumer delivers leads to the form's handler", () => {
  it("posts the lead form-urlencoded, with one Use_Case per use case, the handler's secret and the lead id as Idempotency-Key", async () => {
    const fields = salesFields();
    const id = await stored("sales", fields);
    const path = `/ok/sales-${id}`;
    const result = await consume("lead-delivery", id, 1, { FORM_HANDLER_SALES_URL: handler(path) });
    expect(result).toEqual({ acked: true, retry: null });
    const [post] = await handlerPosts(path);
    expect(post?.contentType).toBe("application/x-www-form-urlencoded");
    expect(post?.authorization).toBe("Bearer sales-handler-secret");
    expect(post?.idempotencyKey).toBe(id);
    const sent = new URLSearchParams(post?.body);
    expect(sent.getAll("Use_Case")).toEqual(["Address Autocomplete", "Ecommerce Checkout"]);
    expect(Object.fromEntries([...sent].filter(([key]) => key !== "Use_Case"))).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      email: fields.email,
      job_title: "CTO",
      company: "Analytical Engines Ltd",
      country: "United Kingdom",
      country_code: "GB",
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
      lease_until: null,
    });
    expect(await attemptsOf(id)).toEqual([{ outcome: "delivered", http_status: 200, detail: "forms.test" }]);
  });

  it("handler returns 500: retried with back-off, the same Idempotency-Key each time, then delivered", async () => {
    const id = await stored("sales", salesFields());
    const down = await consume("lead-delivery", id, 1, { FORM_HANDLER_SALES_URL: handler(`/fail/sales-${id}`) });
    expect(down).toEqual({ acked: false, retry: { delaySeconds: 30 } });
    expect(await leadRow(id)).toMatchObject({
      status: "retrying",
      attempts: 1,
      last_error: "HTTP 500: handler down",
      delivered_at: null,
      lease_until: null,
    });

    const stillDown = await consume("lead-delivery", id, 2, { FORM_HANDLER_SALES_URL: handler(`/fail/sales-${id}`) });
    expect(stillDown).toEqual({ acked: false, retry: { delaySeconds: 60 } });

    const recovered = await consume("lead-delivery", id, 3, { FORM_HANDLER_SALES_URL: handler(`/ok/sales-${id}`) });
    expect(recovered).toEqual({ acked: true, retry: null });
    expect(await leadRow(id)).toMatchObject({ status: "delivered", attempts: 3, last_error: null });
    const posts = [...(await handlerPosts(`/fail/sales-${id}`)), ...(await handlerPosts(`/ok/sales-${id}`))];
    expect(posts.map((post) => post.idempotencyKey)).toEqual([id, id, id]);
    expect((await attemptsOf(id)).map((a) => `${a.outcome} ${a.http_status}`)).toEqual([
      "retry 500",
      "retry 500",
      "delivered 200",
    ]);
  });

  it("the last attempt fails: the consumer marks the lead failed and lets its message go; it stays in D1", async () => {
    const id = await stored("sales", salesFields());
    const settings = { FORM_HANDLER_SALES_URL: handler(`/fail/sales-${id}`), LEAD_MAX_ATTEMPTS: "2" };
    expect(await consume("lead-delivery", id, 1, settings)).toEqual({ acked: false, retry: { delaySeconds: 30 } });
    expect(await consume("lead-delivery", id, 2, settings)).toEqual({ acked: true, retry: null });
    expect(await leadRow(id)).toMatchObject({ status: "failed", attempts: 2, last_error: "HTTP 500: handler down" });
    // The dead-letter consumer, a safety net, leaves a lead that is already final as it is.
    expect(await consume("lead-delivery-dlq", id, 1)).toEqual({ acked: true, retry: null });
    expect((await leadRow(id))?.status).toBe("failed");
  });

  it("a lead whose message reaches the dead-letter queue undelivered is marked failed", async () => {
    const id = await stored("sales", salesFields());
    expect(await consume("lead-delivery-dlq", id, 1)).toEqual({ acked: true, retry: null });
    expect((await leadRow(id))?.status).toBe("failed");
  });

  it("a delivered lead is never posted twice, even if its message comes again", async () => {
    const id = await stored("sales", salesFields());
    const path = `/ok/sales-twice-${id}`;
    await consume("lead-delivery", id, 1, { FORM_HANDLER_SALES_URL: handler(path) });
    const again = await consume("lead-delivery", id, 1, { FORM_HANDLER_SALES_URL: handler(path) });
    expect(again).toEqual({ acked: true, retry: null });
    expect(await handlerPosts(path)).toHaveLength(1);
    await consume("lead-delivery-dlq", id, 1);
    expect((await leadRow(id))?.status).toBe("delivered");
  });

  it("without a handler URL the lead is kept in the inbox: `inbox`, never `delivered`", async () => {
    const id = await stored("inquiry", inquiryFields());
    await consume("lead-delivery", id, 1, { FORM_HANDLER_INQUIRY_URL: "" });
    expect(await leadRow(id)).toMatchObject({ status: "inbox", attempts: 1, delivered_at: null });
    expect(await attemptsOf(id)).toEqual([
      { outcome: "inbox", http_status: null, detail: "kept in the inbox (no handler URL)" },
    ]);
    const declared = await stored("inquiry", inquiryFields());
    await consume("lead-delivery", declared, 1, { FORM_HANDLER_INQUIRY_URL: "", LEADS_INBOX_ONLY: "inquiry" });
    expect((await attemptsOf(declared))[0]?.detail).toBe("kept in the inbox (inbox-only form)");
  });

  it("a handler URL that is not http(s) is an error that is retried, not a silent inbox delivery", async () => {
    const id = await stored("inquiry", inquiryFields());
    const result = await consume("lead-delivery", id, 1, { FORM_HANDLER_INQUIRY_URL: "ftp://forms.example/inquiry" });
    expect(result).toEqual({ acked: false, retry: { delaySeconds: 30 } });
    expect(await leadRow(id)).toMatchObject({ status: "received", lease_until: null });
  });

  it("spam is never delivered by the consumer", async () => {
    const id = await stored("inquiry", inquiryFields(), "spam");
    const result = await consume("lead-delivery", id, 1, { FORM_HANDLER_INQUIRY_URL: handler("/ok/never") });
    expect(result).toEqual({ acked: true, retry: null });
    expect(await leadRow(id)).toMatchObject({ status: "spam", attempts: 0 });
  });
});

describe("docs/leads.md: what a handler's answer means", () => {
  it("a redirect to the form's success location is a delivery (the survey's handler answers so)", async () => {
    const id = await stored("sales", salesFields());
    const path = `/redirect/success/sales-${id}`;
    const result = await consume("lead-delivery", id, 1, {
      FORM_HANDLER_SALES_URL: `${handler(path)}?success_location=${encodeURIComponent(TEST_SUCCESS_LOCATION)}`,
    });
    expect(result).toEqual({ acked: true, retry: null });
    expect(await leadRow(id)).toMatchObject({ status: "delivered", attempts: 1 });
    expect(await handlerPosts(path)).toHaveLength(1);
  });

  it("a redirect anywhere else (a sign-in page) is a failed attempt, retried: never delivered", async () => {
    const id = await stored("sales", salesFields());
    const result = await consume("lead-delivery", id, 1, {
      FORM_HANDLER_SALES_URL: handler(`/redirect/login/sales-${id}`),
      FORM_HANDLER_SALES_SUCCESS_LOCATION: TEST_SUCCESS_LOCATION,
    });
    expect(result).toEqual({ acked: false, retry: { delaySeconds: 30 } });
    expect(await leadRow(id)).toMatchObject({
      status: "retrying",
      delivered_at: null,
      last_error: "HTTP 302: a redirect to https://forms.test/login, not to the success location",
    });
  });

  it("a 4xx other than 408 and 429 is a refusal: failed at once, not retried", async () => {
    const id = await stored("sales", salesFields());
    const result = await consume("lead-delivery", id, 1, { FORM_HANDLER_SALES_URL: handler(`/refuse/sales-${id}`) });
    expect(result).toEqual({ acked: true, retry: null });
    expect(await leadRow(id)).toMatchObject({ status: "failed", attempts: 1, last_error: "HTTP 400: bad field" });
  });
});

describe("docs/leads.md: one attempt per lead in flight, with a deadline the operator sets", () => {
  it("a slow handler under the deadline receives each lead once, however often its message comes", async () => {
    const ids = [await stored("sales", salesFields()), await stored("sales", salesFields())];
    const path = `/slow/1500/sales-${ids[0]}`;
    const settings = { FORM_HANDLER_SALES_URL: handler(path), LEAD_ATTEMPT_TIMEOUT_MS: "5000" };
    // Each lead's message twice at once (a redelivery while the first attempt is in flight), then once more after.
    const outcomes = await Promise.all(
      ids.flatMap((id) => [consume("lead-delivery", id, 1, settings), consume("lead-delivery", id, 1, settings)]),
    );
    for (const id of ids) expect(await consume("lead-delivery", id, 2, settings)).toEqual({ acked: true, retry: null });

    const posts = await handlerPosts(path);
    expect(posts.map((post) => post.idempotencyKey).sort()).toEqual([...ids].sort());
    expect(outcomes.filter((o) => o.acked)).toHaveLength(2);
    // The message that found the lease taken comes back once the lease can have ended.
    for (const waiting of outcomes.filter((o) => !o.acked)) expect(waiting.retry?.delaySeconds).toBeGreaterThan(30);
    for (const id of ids) expect(await leadRow(id)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("a handler slower than the deadline is a failed attempt (retried), named as such", async () => {
    const id = await stored("sales", salesFields());
    const result = await consume("lead-delivery", id, 1, {
      FORM_HANDLER_SALES_URL: handler(`/slow/1500/sales-late-${id}`),
      LEAD_ATTEMPT_TIMEOUT_MS: "300",
    });
    expect(result).toEqual({ acked: false, retry: { delaySeconds: 30 } });
    expect(await leadRow(id)).toMatchObject({ status: "retrying", last_error: "no answer within 0.3 s" });
  });
});
