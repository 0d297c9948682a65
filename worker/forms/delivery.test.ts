import { describe, expect, it } from "vitest";
import { retryDelaySeconds, toFormFields } from "./delivery.ts";
import { formHandler } from "./handler-config.ts";

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
  it("no URL: the local inbox", () => {
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
    expect(handler).toEqual({ url: new URL("https://crm.example/inquiry"), secret: "s3cret" });
    expect(formHandler({ FORM_HANDLER_MARKETING_URL: "https://mk.example/l" }, "marketing-lead")?.secret).toBeNull();
  });

  it("a URL that is not http(s) is a configuration error", () => {
    expect(() => formHandler({ FORM_HANDLER_SURVEY_URL: "javascript:alert(1)" }, "survey")).toThrow(
      "FORM_HANDLER_SURVEY_URL must be an http(s) URL",
    );
  });
});
