import { describe, expect, it } from "vitest";
import { chooserShape, isReadableMessage, upstreamAnswer } from "./upstream-answer.ts";

const KEY = "acc_live_9f8e7d6c5b4a";

describe("docs/signup.md what reaches the page from the accounts service", () => {
  it("a success keeps its two tokens and nothing else", () => {
    expect(upstreamAnswer(201, { access_token: "a", refresh_token: "r", internal_id: 7, debug: "db-1" })).toEqual({
      kind: "success",
      status: 201,
      body: { access_token: "a", refresh_token: "r" },
    });
    expect(upstreamAnswer(204, null)).toEqual({ kind: "success", status: 200, body: {} });
  });

  it("authentication failures and server errors are the generic message, answered 502, 503 or 504", () => {
    expect(upstreamAnswer(401, { detail: "Invalid API key" })).toEqual({
      kind: "generic",
      status: 502,
      reason: "authentication failed (401)",
    });
    expect(upstreamAnswer(403, { detail: "Key lacks the accounts:create scope" })).toMatchObject({ status: 502 });
    expect(upstreamAnswer(500, "Traceback (most recent call last): …")).toMatchObject({ kind: "generic", status: 502 });
    expect(upstreamAnswer(503, "Back at 14:00 UTC.")).toMatchObject({ kind: "generic", status: 503 });
    expect(upstreamAnswer(504, {})).toMatchObject({ kind: "generic", status: 504 });
    expect(upstreamAnswer(302, {})).toMatchObject({ kind: "generic", status: 502 });
    expect(upstreamAnswer(404, { error: "Not found" })).toMatchObject({ kind: "generic", status: 502 });
  });

  it("a refusal of this visitor keeps only the chooser's texts, in its shapes", () => {
    const body = {
      email: ["An account with this email already exists.", "second"],
      password: "Too common.",
      position: [{ message: "Choose one." }],
      stack: "at db.query (/srv/app.js:10)",
      user: { id: 7 },
    };
    expect(upstreamAnswer(400, body)).toEqual({
      kind: "refusal",
      status: 400,
      body: {
        email: ["An account with this email already exists."],
        password: ["Too common."],
        position: ["Choose one."],
      },
    });
    expect(upstreamAnswer(409, { details: { readable: "Reserved name.", status: "RESERVED" } })).toEqual({
      kind: "refusal",
      status: 409,
      body: { details: "Reserved name." },
    });
    expect(upstreamAnswer(422, "New accounts are paused.")).toEqual({
      kind: "refusal",
      status: 422,
      body: "New accounts are paused.",
    });
  });

  it("a chosen text that reads as a code, or shows the service's insides, becomes the generic message", () => {
    expect(upstreamAnswer(400, { details: { status: "ACCOUNT_LIMIT_REACHED" } })).toEqual({
      kind: "generic",
      status: 400,
      reason: "a code (ACCOUNT_LIMIT_REACHED)",
    });
    expect(upstreamAnswer(400, { error: "ACCOUNT_LIMIT_REACHED", message: "Limit reached." })).toMatchObject({
      kind: "generic",
    });
    for (const text of [
      "could not connect to postgres://accounts:s3cret@db.internal:5432/accounts",
      "upstream accounts-db.internal.locus:5432 refused the connection",
      `Authorization: Bearer ${KEY} is not allowed`,
      `key ${KEY} is over quota`,
      "Traceback (most recent call last):\n  File app.py",
      "<h1>Bad request</h1>",
      "x".repeat(301),
    ])
      expect(upstreamAnswer(400, { error: text }, { secrets: [KEY] }), text.slice(0, 30)).toMatchObject({
        kind: "generic",
        status: 400,
        reason: "nothing readable (keys error)",
      });
    expect(upstreamAnswer(422, {}, { unreadable: true })).toMatchObject({ kind: "generic", status: 422 });
    expect(upstreamAnswer(429, { code: 4217 })).toMatchObject({
      kind: "generic",
      reason: "nothing readable (keys code)",
    });
  });

  it("a field error that is not readable is left off its input; the others stay", () => {
    expect(chooserShape({ email: ["EMAIL_TAKEN"], first_name: ["Digits are not allowed."] })).toEqual({
      first_name: ["Digits are not allowed."],
    });
  });

  it("a readable message: one line, at most 300 characters, no markup, code, address, credential or secret", () => {
    expect(isReadableMessage("This email domain is not accepted for new accounts.")).toBe(true);
    expect(isReadableMessage("Write to support@locus.example for an invitation.")).toBe(true);
    expect(isReadableMessage("Back at 14:00 UTC.")).toBe(true);
    for (const text of [
      "",
      "   ",
      "a\nb",
      "https://internal/",
      "bearer x",
      "DOMAIN_BLOCKED",
      "host.internal:8443 down",
    ])
      expect(isReadableMessage(text), text).toBe(false);
    expect(isReadableMessage(`uses ${KEY}`, [KEY])).toBe(false);
  });

  it("keys of Object.prototype in a body are data like any other", () => {
    expect(chooserShape(JSON.parse('{"__proto__": {"error": "x"}, "constructor": "y", "error": "Refused."}'))).toEqual({
      error: "Refused.",
    });
  });
});
