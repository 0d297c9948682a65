import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  inquiryFields,
  leadCount,
  leadRow,
  postForm,
  salesFields,
  seedSurveyPage,
  surveyPost,
  uniqueEmail,
} from "./forms.ts";

interface Accepted {
  id: string;
  status: string;
}

beforeAll(seedSurveyPage);

describe("docs/leads.md: survey answers are answers to the survey's configured questions", () => {
  it("answers to the questions of the page they came from are stored", async () => {
    const response = await postForm("survey", surveyPost());
    expect(response.status).toBe(202);
    const row = await leadRow((await response.json<Accepted>()).id);
    expect(JSON.parse(row!.payload).answers).toEqual({ role: "developer", first_project: "maps" });
  });

  it("an answer that would set a handler field is refused with 400, and nothing is stored", async () => {
    const before = await leadCount();
    for (const [name, value] of [
      ["success_location", "https://evil.example"],
      ["first_name", "Mallory"],
      ["Email", "mallory@evil.example"],
      ["constructor", "x"],
      ["__proto__", "x"],
    ]) {
      const body = JSON.stringify(surveyPost()).replace(
        '"answers":{',
        `"answers":{${JSON.stringify(name)}:${JSON.stringify(value)},`,
      );
      const response = await postForm("survey", null, { body });
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toEqual({
        error: "Some fields are missing or invalid",
        fields: { answers: `"${name}" is a reserved name, not a question of the survey` },
      });
    }
    expect(await leadCount()).toBe(before);
  });

  it("an answer to no configured question, or a value no choice offers, is refused; so is a survey from no survey page", async () => {
    const before = await leadCount();
    const unknown = await postForm("survey", surveyPost(uniqueEmail(), { favourite_colour: "blue" }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      fields: { answers: 'No question "favourite_colour" in this survey' },
    });
    const value = await postForm("survey", surveyPost(uniqueEmail(), { role: "astronaut" }));
    expect(await value.json()).toMatchObject({
      fields: { answers: '"astronaut" is not a choice of the question "role"' },
    });
    const elsewhere = await postForm("survey", { ...surveyPost(), context: { page: "/pricing" } });
    expect(await elsewhere.json()).toMatchObject({ fields: { answers: "No survey on the page /pricing" } });
    const { context: _none, ...withoutPage } = surveyPost();
    expect((await postForm("survey", withoutPage)).status).toBe(400);
    expect(await leadCount()).toBe(before);
  });
});

describe("docs/leads.md: the context sales reads with a lead", () => {
  const context = {
    language: "de",
    page: "/de/kontakt?originfunnel=pricing",
    referrer: "https://search.example/?q=geocoding",
    utm: { utm_source: "newsletter", utm_campaign: "autumn" },
    consent: { version: "de-0a1b2c3d", at: "2026-11-20T10:15:00.000Z" },
  };

  it("is stored beside the fields, never among them; the campaign only with analytics consent", async () => {
    const withConsent = await postForm(
      "sales",
      { ...salesFields(), context },
      {
        headers: { cookie: "locus_consent=v1|1763000000|tagManager:1" },
      },
    );
    const row = await leadRow((await withConsent.json<Accepted>()).id);
    expect(JSON.parse(row!.context!)).toEqual(context);
    expect(JSON.parse(row!.payload)).not.toHaveProperty("context");

    const without = await postForm("sales", { ...salesFields(), context });
    const { utm: _utm, ...rest } = context;
    expect(JSON.parse((await leadRow((await without.json<Accepted>()).id))!.context!)).toEqual(rest);
  });

  it("a context that is not one is refused with 400 (nothing stored)", async () => {
    const before = await leadCount();
    const response = await postForm("inquiry", { ...inquiryFields(), context: { page: "https://evil.example/" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Some fields are missing or invalid",
      fields: { context: "context.page must be a path of this site" },
    });
    expect(await leadCount()).toBe(before);
  });
});

describe("docs/leads.md: a second identical submission within a day is stored once", () => {
  it("the same fields with another idempotency key give the same lead", async () => {
    const fields = salesFields();
    const first = await (await postForm("sales", fields, { key: crypto.randomUUID() })).json<Accepted>();
    const second = await postForm("sales", fields, { key: crypto.randomUUID() });
    expect(second.status).toBe(202);
    expect((await second.json<Accepted>()).id).toBe(first.id);
    // docs/leads.md: the stored lead carries the country's code beside its name.
    const stored = Object.fromEntries(
      Object.entries(fields).flatMap(([key, value]) =>
        key === "country"
          ? [
              [key, value],
              ["country_code", "GB"],
            ]
          : [[key, value]],
      ),
    );
    expect(await leadCount("form = 'sales' AND payload = ?1", JSON.stringify(stored))).toBe(1);
  });

  it("after a day, the same fields are a new lead", async () => {
    const fields = salesFields();
    const first = await (await postForm("sales", fields)).json<Accepted>();
    await env.DB.prepare("UPDATE leads SET created_at = ?2 WHERE id = ?1")
      .bind(first.id, new Date(Date.now() - 25 * 3600_000).toISOString())
      .run();
    const second = await (await postForm("sales", fields)).json<Accepted>();
    expect(second.id).not.toBe(first.id);
  });
});
