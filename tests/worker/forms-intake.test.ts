import { describe, expect, it } from "vitest";
import { inquiryFields, leadCount, leadRow, newVisitorIp, postForm, salesFields } from "./forms.ts";

interface Accepted {
  id: string;
  status: string;
}

describe("POST /api/forms/{form}: a valid lead is stored before the answer", () => {
  it("answers 202 with the lead id once the lead is in D1", async () => {
    const fields = salesFields();
    const response = await postForm("sales", fields);
    expect(response.status).toBe(202);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json<Accepted>();
    expect(body.status).toBe("received");
    const row = await leadRow(body.id);
    expect(row).toMatchObject({ form: "sales", attempts: 0, idempotency_key: null });
    expect(JSON.parse(row!.payload)).toEqual({ ...fields, country_code: "GB" });
    expect(row!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("stores the payload trimmed, with the email in lower case", async () => {
    const response = await postForm(
      "inquiry",
      inquiryFields({ first_name: "  Grace ", email: " Grace.H@Example.COM " }),
    );
    const row = await leadRow((await response.json<Accepted>()).id);
    expect(JSON.parse(row!.payload)).toMatchObject({ first_name: "Grace", email: "grace.h@example.com" });
  });
});

describe("bad input: 400 with a message per field, nothing stored", () => {
  it("names each missing or invalid field", async () => {
    const before = await leadCount();
    const response = await postForm(
      "sales",
      salesFields({
        first_name: "  ",
        email: "not an email",
        industry: "Space mining",
        Use_Case: ["Teleportation"],
        agreecheckbox: false,
        extra: 1,
      }),
    );
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; fields: Record<string, string> }>();
    expect(body.error).toBe("Some fields are missing or invalid");
    expect(body.fields).toEqual({
      first_name: "First name is required",
      email: "Email must be an email address",
      industry: "Industry must be one of the listed options",
      Use_Case: "Use_Case must hold listed options only",
      agreecheckbox: "The agreement checkbox must be ticked",
      extra: "extra is not a field of the sales form",
    });
    expect(await leadCount()).toBe(before);
  });

  it("a missing field is required", async () => {
    const { job_title: _omitted, ...fields } = inquiryFields();
    const body = await (await postForm("inquiry", fields)).json<{ fields: Record<string, string> }>();
    expect(body.fields).toEqual({ job_title: "job_title is required" });
  });

  it("an unknown form is 404, a body that is not JSON 400, another content type 415", async () => {
    expect((await postForm("newsletter", {})).status).toBe(404);
    const notJson = await postForm("sales", null, { body: "{first_name" });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "The body is not valid JSON", fields: {} });
    const urlencoded = await postForm("sales", null, {
      body: "first_name=Ada",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(urlencoded.status).toBe(415);
    const array = await postForm("sales", [1, 2]);
    expect(await array.json()).toMatchObject({ fields: { form: "The sales form must be a JSON object of fields" } });
  });

  it("size limit: a post over 16 KB is refused with 413", async () => {
    const before = await leadCount();
    const response = await postForm("sales", salesFields({ Subject: "x".repeat(17 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "A form post may be at most 16 KB" });
    expect(await leadCount()).toBe(before);
  });

  it("a post from another site's page is refused", async () => {
    const response = await postForm("sales", salesFields(), { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect((await postForm("sales", salesFields(), { headers: { origin: "http://localhost:8787" } })).status).toBe(202);
  });

  it("never answers 500 to malformed input", async () => {
    for (const body of ["", "null", "42", '"text"', "[]", '{"Use_Case":"Geocoding"}', '{"answers":{"a":{"b":1}}}']) {
      for (const form of ["sales", "enterprise", "inquiry", "survey", "marketing-lead"]) {
        const status = (await postForm(form, null, { body })).status;
        expect([400], `${form} ${body}`).toContain(status);
      }
    }
  });
});

describe("honeypot", () => {
  it("a filled honeypot is answered exactly as a real lead, kept as spam in silence and never queued", async () => {
    const response = await postForm("inquiry", { ...inquiryFields(), website: "https://cheap-pills.example" });
    expect(response.status).toBe(202);
    const body = await response.json<Accepted>();
    expect(Object.keys(body).sort()).toEqual(["id", "status"]);
    expect(body.status).toBe("received");
    expect(await leadRow(body.id)).toMatchObject({ status: "spam", attempts: 0 });
  });

  it("an empty honeypot is no spam", async () => {
    const body = await (await postForm("inquiry", { ...inquiryFields(), website: "" })).json<Accepted>();
    expect(body.status).toBe("received");
  });
});

describe("idempotency: a double submit stores one lead", () => {
  it("the same key and fields give the same lead", async () => {
    const fields = salesFields();
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([postForm("sales", fields, { key }), postForm("sales", fields, { key })]);
    expect([first.status, second.status]).toEqual([202, 202]);
    const [a, b] = [await first.json<Accepted>(), await second.json<Accepted>()];
    expect(a.id).toBe(b.id);
    expect(await leadCount("idempotency_key = ?1", key)).toBe(1);
  });

  it("the same key with other fields is a conflict, not a second lead", async () => {
    const key = crypto.randomUUID();
    const first = await (await postForm("sales", salesFields(), { key })).json<Accepted>();
    const second = await postForm("sales", salesFields({ company: "Another Ltd" }), { key });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ id: first.id });
    expect(await leadCount("idempotency_key = ?1", key)).toBe(1);
  });

  it("a malformed key is refused", async () => {
    expect((await postForm("sales", salesFields(), { key: "a b" })).status).toBe(400);
  });
});

describe("rate limit (Workers Rate Limiting binding)", () => {
  it("a visitor's 6th post to a form within a minute gets 429; other visitors and forms are unaffected", async () => {
    const ip = newVisitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await postForm("inquiry", inquiryFields(), { ip })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await postForm("inquiry", inquiryFields(), { ip });
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await limited.json()).toEqual({
      error: "Too many submissions from your address; please wait a minute and send again",
    });
    expect((await postForm("inquiry", inquiryFields())).status).toBe(202);
    expect((await postForm("sales", salesFields(), { ip })).status).toBe(202);
  });
});
