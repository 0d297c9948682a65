import { describe, expect, it } from "vitest";
import { isSuccessLocation, judgeAnswer, retryDelaySeconds, toFormFields } from "./delivery.ts";
import { formDestination, formHandler, inboxOnlyForms } from "./handler-config.ts";

describe("toFormFields: a lead as the handler's form-urlencoded fields (docs/leads.md)", () => {
  it("repeats Use_Case once per chosen use case, in order", () => {
    const fields = toFormFields({ first_name: "Ada", Use_Case: ["Store Locator", "AI"], agreecheckbox: true });
    expect(fields.toString()).toBe("first_name=Ada&Use_Case=Store+Locator&Use_Case=AI&agreecheckbox=true");
  });

  it("sends an empty list as no field and an empty text as an empty field", () => {
    expect(toFormFields({ Use_Case: [], phoneNumber: "" }).toString()).toBe("phoneNumber=");
  });

  it("gives each survey answer its own field, lists repeated", () => {
    expect(
      toFormFields({ email: "a@b.co", answers: { role: "Developer", apis: ["maps", "geocoding"] } }).toString(),
    ).toBe("email=a%40b.co&role=Developer&apis=maps&apis=geocoding");
  });
});

describe("toFormFields: an answer never sets a field of the form itself", () => {
  it("an answer named like a top-level field is left out, whatever its case", () => {
    const fields = toFormFields({ email: "a@b.co", answers: { EMAIL: "x@evil.example", role: "Developer" } });
    expect(fields.toString()).toBe("email=a%40b.co&role=Developer");
  });

  it("an answer holding an object sends nothing for it (never a nested field)", () => {
    expect(toFormFields({ email: "a@b.co", answers: { role: { success_location: "x" } } }).toString()).toBe(
      "email=a%40b.co",
    );
  });
});

describe("judgeAnswer: what a handler's answer means (docs/leads.md)", () => {
  const handler = {
    url: new URL("https://crm.example/l/survey?success_location=https%3A%2F%2Fwww.locus.example%2Fthanks"),
    secret: null,
    successLocation: new URL("https://www.locus.example/thanks"),
  };

  it("a 2xx is a delivery", () => {
    expect(judgeAnswer(200, null, handler)).toEqual({ ok: true, status: 200 });
    expect(judgeAnswer(204, null, handler)).toEqual({ ok: true, status: 204 });
  });

  it("a redirect to the success location is a delivery; to anything else a failure that is retried", () => {
    expect(judgeAnswer(302, "https://www.locus.example/thanks", handler)).toEqual({ ok: true, status: 302 });
    expect(judgeAnswer(303, "https://www.locus.example/thanks?lead=1", handler).ok).toBe(true);
    expect(judgeAnswer(302, "https://crm.example/login?next=/l/survey", handler)).toEqual({
      ok: false,
      status: 302,
      error: "HTTP 302: a redirect to https://crm.example/login?next=/l/survey, not to the success location",
      retryable: true,
    });
    expect(judgeAnswer(301, null, handler).ok).toBe(false);
    expect(judgeAnswer(302, "/thanks", { ...handler, successLocation: null }).ok).toBe(false);
  });

  it("4xx other than 408 and 429 are not retried; 408, 429 and 5xx are", () => {
    expect(judgeAnswer(400, null, handler)).toMatchObject({ ok: false, retryable: false });
    expect(judgeAnswer(404, null, handler)).toMatchObject({ ok: false, retryable: false });
    expect(judgeAnswer(408, null, handler)).toMatchObject({ ok: false, retryable: true });
    expect(judgeAnswer(429, null, handler)).toMatchObject({ ok: false, retryable: true });
    expect(judgeAnswer(503, null, handler)).toMatchObject({ ok: false, error: "HTTP 503", retryable: true });
  });
});

describe("isSuccessLocation", () => {
  const base = new URL("https://crm.example/l/form");
  const success = new URL("https://www.locus.example/thanks?form=survey");

  it("needs the same origin and path, and the success location's own parameters", () => {
    expect(isSuccessLocation("https://www.locus.example/thanks?form=survey&x=1", base, success)).toBe(true);
    expect(isSuccessLocation("https://www.locus.example/thanks", base, success)).toBe(false);
    expect(isSuccessLocation("https://www.locus.example/thanks-not?form=survey", base, success)).toBe(false);
    expect(isSuccessLocation("http://www.locus.example/thanks?form=survey", base, success)).toBe(false);
  });

  it("resolves a relative Location against the handler's URL", () => {
    expect(isSuccessLocation("/done", base, new URL("https://crm.example/done"))).toBe(true);
  });
});

describe("retryDelaySeconds: back-off between delivery attempts", () => {
  it("doubles from the base after each failed attempt", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelaySeconds(attempt, 30))).toEqual([30, 60, 120, 240, 480]);
  });

  it("never waits more than an hour", () => {
    expect(retryDelaySeconds(8, 30)).toBe(3600);
    expect(retryDelaySeconds(50, 30)).toBe(3600);
  });

  it("a base of 0 retries at once (tests)", () => {
    expect(retryDelaySeconds(3, 0)).toBe(0);
  });
});

describe("formHandler: one var per form, a secret where the handler needs one", () => {
  it("no URL: the inbox", () => {
    expect(formHandler({}, "sales")).toBeNull();
    expect(formHandler({ FORM_HANDLER_SALES_URL: "  " }, "sales")).toBeNull();
  });

  it("reads the form's own URL and secret", () => {
    const handler = formHandler(
      {
        FORM_HANDLER_INQUIRY_URL: "https://crm.example/inquiry",
        FORM_HANDLER_INQUIRY_SECRET: "s3cret",
        FORM_HANDLER_SALES_URL: "https://crm.example/sales",
      },
      "inquiry",
    );
    expect(handler).toEqual({ url: new URL("https://crm.example/inquiry"), secret: "s3cret", successLocation: null });
    expect(formHandler({ FORM_HANDLER_MARKETING_URL: "https://mk.example/l" }, "marketing-lead")?.secret).toBeNull();
  });

  it("a URL that is not http(s) is a configuration error", () => {
    expect(() => formHandler({ FORM_HANDLER_SURVEY_URL: "javascript:alert(1)" }, "survey")).toThrow(
      "FORM_HANDLER_SURVEY_URL must be an http(s) URL",
    );
  });
});

describe("formHandler: the success location", () => {
  it("is the URL's success_location parameter (the survey's handler), or its own var", () => {
    const survey = formHandler(
      { FORM_HANDLER_SURVEY_URL: "https://crm.example/l/survey?success_location=https://www.locus.example/thanks" },
      "survey",
    );
    expect(survey?.successLocation?.href).toBe("https://www.locus.example/thanks");
    const sales = formHandler(
      {
        FORM_HANDLER_SALES_URL: "https://crm.example/l/sales",
        FORM_HANDLER_SALES_SUCCESS_LOCATION: "https://www.locus.example/contact?sent=1",
      },
      "sales",
    );
    expect(sales?.successLocation?.href).toBe("https://www.locus.example/contact?sent=1");
    expect(formHandler({ FORM_HANDLER_SALES_URL: "https://crm.example/l/sales" }, "sales")?.successLocation).toBeNull();
  });
});

describe("formDestination: a handler, or the inbox, declared or not", () => {
  it("a URL wins; without one the inbox, declared when LEADS_INBOX_ONLY names the form", () => {
    const env = { FORM_HANDLER_SALES_URL: "https://crm.example/sales", LEADS_INBOX_ONLY: "inquiry, survey" };
    expect(formDestination(env, "sales").kind).toBe("handler");
    expect(formDestination(env, "inquiry")).toEqual({ kind: "inbox", declared: true });
    expect(formDestination(env, "enterprise")).toEqual({ kind: "inbox", declared: false });
  });

  it("LEADS_INBOX_ONLY: a comma-separated list; unknown names set apart", () => {
    expect(inboxOnlyForms({ LEADS_INBOX_ONLY: "sales,,marketing-lead, newsletter " })).toEqual({
      forms: ["sales", "marketing-lead"],
      unknown: ["newsletter"],
    });
    expect(inboxOnlyForms({})).toEqual({ forms: [], unknown: [] });
  });
});
