import { describe, expect, it } from "vitest";
import { chooseError, inputErrors, readsAsCode } from "./error-chooser.ts";

describe("docs/signup.md the error chooser, in its order", () => {
  it("1. a plain string body is the message", () => {
    expect(chooseError("Sign-ups are paused for maintenance")).toEqual({
      message: "Sign-ups are paused for maintenance",
      source: "string",
    });
  });

  it("2a. error comes before message, detail and details", () => {
    expect(chooseError({ error: "Blocked", message: "m", detail: "d", details: "x", email: ["e"] })).toEqual({
      message: "Blocked",
      source: "error",
    });
  });

  it("2b. message when there is no error", () => {
    expect(chooseError({ message: "Try later", detail: "d", non_field_errors: ["n"] })).toEqual({
      message: "Try later",
      source: "message",
    });
  });

  it("2c. detail when there is no error or message", () => {
    expect(chooseError({ detail: "Not allowed", details: "x" })).toEqual({ message: "Not allowed", source: "detail" });
  });

  it("2d. details as a string", () => {
    expect(chooseError({ details: "Quota reached", non_field_errors: ["n"] })).toEqual({
      message: "Quota reached",
      source: "details",
    });
  });

  it("2e. details' readable text, before its status", () => {
    expect(chooseError({ details: { readable: "This domain cannot sign up", status: "DOMAIN_BLOCKED" } })).toEqual({
      message: "This domain cannot sign up",
      source: "details",
    });
  });

  it("2f. details' status when it has no readable text", () => {
    expect(chooseError({ details: { status: "Blocked until tomorrow" } })).toEqual({
      message: "Blocked until tomorrow",
      source: "details",
    });
  });

  it("3. the first non-field error", () => {
    expect(chooseError({ non_field_errors: ["", "Passwords do not match", "second"], email: ["e"] })).toEqual({
      message: "Passwords do not match",
      source: "non_field",
    });
  });

  it("4. the first field error, in the order email, first_name, last_name, organization_name, password, google_unique_id, github_unique_id", () => {
    const all = {
      github_unique_id: ["gh"],
      google_unique_id: ["go"],
      password: ["pw"],
      organization_name: ["org"],
      last_name: ["ln"],
      first_name: ["fn"],
      email: ["An account with this email already exists."],
    };
    expect(chooseError(all)).toEqual({
      message: "An account with this email already exists.",
      source: "field",
      field: "email",
    });
    const { email: _e, ...noEmail } = all;
    expect(chooseError(noEmail)).toMatchObject({ message: "fn", field: "first_name" });
    expect(chooseError({ password: "pw as text", organization_name: [] })).toMatchObject({
      message: "pw as text",
      field: "password",
    });
    expect(chooseError({ github_unique_id: ["gh"], google_unique_id: ["go"] })).toMatchObject({
      message: "go",
      field: "google_unique_id",
    });
    expect(chooseError({ github_unique_id: ["gh"] })).toMatchObject({ message: "gh", field: "github_unique_id" });
  });

  it("5. otherwise 'Unknown error': nothing readable, an empty text, another shape", () => {
    for (const body of [
      {},
      "",
      "   ",
      null,
      42,
      [],
      { code: 17 },
      { error: "" },
      { details: {} },
      { position: ["p"] },
    ]) {
      expect(chooseError(body)).toEqual({ message: "Unknown error", source: "unknown" });
    }
  });
});

describe("docs/signup.md field errors show on the matching input", () => {
  it("takes the first message of each field the form has", () => {
    expect(
      inputErrors({ email: ["taken", "x"], password: "too weak", google_unique_id: ["g"], position: ["Choose"] }),
    ).toEqual({
      email: "taken",
      password: "too weak",
      position: "Choose",
    });
    expect(inputErrors("text")).toEqual({});
  });
});

describe("docs/signup.md a visitor never reads a code", () => {
  it("one word of capitals, digits and underscores, or snake_case, reads as a code; a sentence or a name does not", () => {
    for (const code of ["ACCOUNT_LIMIT_REACHED", "FORBIDDEN", "E_42", "invalid_grant", " DOMAIN_BLOCKED "])
      expect(readsAsCode(code), code).toBe(true);
    for (const text of ["Blocked", "This domain cannot sign up", "OK then.", "x", "fn", "Error 42", "ACCOUNT LIMIT"])
      expect(readsAsCode(text), text).toBe(false);
  });

  it("a chosen code, or the generic fallback's own words, show the generic fallback instead", () => {
    for (const body of [
      { details: { status: "ACCOUNT_LIMIT_REACHED" } },
      { error: "INVALID_API_KEY", message: "Invalid API key" },
      "RATE_LIMITED",
      { email: ["invalid_email"] },
      { error: "Can't create your account. please contact" },
    ])
      expect(chooseError(body), JSON.stringify(body)).toEqual({ message: "Unknown error", source: "unknown" });
  });

  it("a field error that reads as a code is not shown on its input", () => {
    expect(inputErrors({ email: ["EMAIL_TAKEN"], password: ["Too short"] })).toEqual({ password: "Too short" });
  });

  it("keys of Object.prototype are no messages", () => {
    expect(chooseError(JSON.parse('{"__proto__": {"error": "from the prototype"}}'))).toMatchObject({
      source: "unknown",
    });
    expect(chooseError({ constructor: ["x"] })).toMatchObject({ source: "unknown" });
  });
});
