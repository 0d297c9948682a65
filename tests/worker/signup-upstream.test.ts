/**
 * The hardening issue's sign-up vectors (docs/signup.md, "What reaches the page"): whatever
 * the accounts service answers, no body of it reaches the visitor as it came. Its
 * authentication and server failures answer 502/503/504 with the generic message, a code is
 * never shown, a 60 MB body is not read whole, and what was left out is logged with the
 * request id (statuses, keys and codes, never a value).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailSignUp, postRemote, ssoSignUp } from "./signup.ts";

const GENERIC = "Can't create your account. please contact";
const KEY = "acc_live_9f8e7d6c5b4a3210";

/** Every value a careless service showed, none of which may reach the page. */
const INSIDES = ["Traceback", "postgres://", "db.internal", "accounts-db.internal.locus", "Bearer", KEY, "s3cret"];

function logLines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
}

afterEach(() => vi.restoreAllMocks());

describe("no upstream body reaches a visitor", () => {
  it("a 500 with a traceback, a database URL, an internal host and the echoed Bearer key: 502, the generic message", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await postRemote("/leak/1", emailSignUp(), { ACCOUNTS_API_KEY: KEY });
    const text = await response.text();
    expect(response.status).toBe(502);
    expect(JSON.parse(text)).toEqual({ error: GENERIC, requestId: response.headers.get("x-request-id") });
    for (const inside of INSIDES) expect(text).not.toContain(inside);
    const [line] = logLines(warn);
    expect(line).toMatchObject({
      message: "accounts service answer shown as the generic message",
      provider: "email",
      status: 500,
      answered: 502,
      requestId: response.headers.get("x-request-id"),
    });
    for (const inside of INSIDES) expect(JSON.stringify(line)).not.toContain(inside);
  });

  it("the same insides in a 400 refusal: the generic message with the 400, nothing of them", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await postRemote("/leak-400/1", emailSignUp(), { ACCOUNTS_API_KEY: KEY });
    const text = await response.text();
    expect([response.status, (JSON.parse(text) as { error: string }).error]).toEqual([400, GENERIC]);
    for (const inside of INSIDES) expect(text).not.toContain(inside);
  });

  it("an upstream 401 ('Invalid API key') is the generic message, 502, for email and single sign-on alike", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const body of [emailSignUp(), ssoSignUp({ google: { credential: "id-token" } })]) {
      const response = await postRemote("/auth/1", body);
      const text = await response.text();
      expect(response.status).toBe(502);
      expect((JSON.parse(text) as { error: string }).error).toBe(GENERIC);
      expect(text).not.toContain("API key");
    }
  });

  it("a code such as ACCOUNT_LIMIT_REACHED is never shown: the generic message, and the code in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await postRemote("/code/1", emailSignUp());
    const text = await response.text();
    expect([response.status, (JSON.parse(text) as { error: string }).error]).toEqual([400, GENERIC]);
    expect(text).not.toContain("ACCOUNT_LIMIT_REACHED");
    expect(logLines(warn)[0]).toMatchObject({ reason: "a code (ACCOUNT_LIMIT_REACHED)", status: 400 });
  });

  it("a 60 MB body with no Content-Length is read up to 64 KB only, then dropped: the generic message", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    const response = await postRemote("/huge/1", emailSignUp());
    const text = await response.text();
    expect([response.status, (JSON.parse(text) as { error: string }).error]).toEqual([400, GENERIC]);
    expect(text.length).toBeLessThan(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    // How much the Worker read is counted by worker/signup/forward.test.ts: the stand-in's side of
    // the outbound fetch is buffered by the test runner, whatever the Worker reads.
  });
});
