import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app.ts";
import { SIGNUP_ERRORS } from "../../worker/signup/routes.ts";
import { SLOW_MS } from "./accounts-standin.ts";
import { newVisitorIp, SITE_ORIGIN, uniqueEmail } from "./forms.ts";
import { seedKv } from "./kv.ts";
import { startOfRoomyWindow, statusesOf } from "./rate-window.ts";
import { accountsReceived, emailSignUp, marketingLeads, postLocal, postRemote, ssoSignUp } from "./signup.ts";

describe("POST /api/signup forwards to ACCOUNTS_API_URL", () => {
  it("sends docs/signup.md as JSON, without the agreement and the use cases, with the request id and the API key", async () => {
    const body = emailSignUp();
    const response = await postRemote("/ok/email-1", body, { ACCOUNTS_API_KEY: "accounts-key" });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The page reads nothing of an email sign-up's success: nothing of the service's body comes back.
    expect(await response.json()).toEqual({});
    const [sent] = await accountsReceived("/ok/email-1");
    expect(JSON.parse(sent!.body)).toEqual({
      email: body.email,
      first_name: "Ada",
      last_name: "Lovelace",
      organization_name: "Analytical Engines",
      position: 1,
      password: body.password,
      utm: { utm_source: "newsletter", utm_campaign: "autumn" },
    });
    expect(sent).toMatchObject({ authorization: "Bearer accounts-key", contentType: "application/json" });
    expect(sent!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a refusal of this visitor keeps its status and the texts of the page's error chooser", async () => {
    const refused = await postRemote("/refuse/1", emailSignUp());
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ email: ["An account with this email already exists."] });
  });

  it("a server error, text or HTML, becomes the generic message, answered 502 or 503 and logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const text = await postRemote("/text/1", emailSignUp());
    expect([text.status, (await text.json<{ error: string }>()).error]).toEqual([
      503,
      "Can't create your account. please contact",
    ]);
    const html = await postRemote("/html/1", emailSignUp());
    expect([html.status, (await html.json<{ error: string }>()).error]).toEqual([
      502,
      "Can't create your account. please contact",
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("cuts a slow service at ACCOUNTS_TIMEOUT_MS: 504 with a message, logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const started = Date.now();
    const response = await postRemote("/slow/1", emailSignUp(), { ACCOUNTS_TIMEOUT_MS: "300" });
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: SIGNUP_ERRORS.timeout });
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({
      message: "accounts service did not answer in time",
      provider: "email",
      timeoutMs: 300,
    });
  });

  it("single sign-on: the tokens come back, and the marketing lead is read from the access token (docs/signup.md)", async () => {
    const response = await postRemote("/ok/sso-1", ssoSignUp({ google: { credential: "google-id-token" } }));
    expect(response.status).toBe(201);
    const tokens = await response.json<{ access_token: string; refresh_token: string }>();
    expect(tokens.refresh_token).toBe("refresh-secret-value");
    const [sent] = await accountsReceived("/ok/sso-1");
    expect(JSON.parse(sent!.body)).toEqual({
      organization_name: "Compilers Inc",
      position: 0,
      utm: null,
      google: { credential: "google-id-token" },
    });
    expect(await marketingLeads("sso.sso-1@example.com")).toEqual([
      {
        Firstname: "Grace",
        Lastname: "Hopper",
        Email: "sso.sso-1@example.com",
        Company: "Compilers Inc",
        Use_Case: ["Geocoding"],
        Job_Function: "Product/IT",
      },
    ]);
  });

  it("a single sign-on answer without tokens is a 502 with the generic message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await postRemote("/no-tokens/1", ssoSignUp({ github: { code: "c0de" } }));
    expect(response.status).toBe(502);
    expect((await response.json<{ error: string }>()).error).toBe("Can't create your account. please contact");
  });

  afterEach(() => vi.restoreAllMocks());
});

describe("POST /api/signup refuses what the page would not send", () => {
  it("checks the body with the page's schema: docs/signup.md messages per field, as field errors", async () => {
    const response = await postLocal(emailSignUp({ email: "", first_name: " ", password: "weak", agreement: false }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      email: ["Email can't be empty."],
      first_name: ["First name can't be empty."],
      password: [
        "Password should have: minimum 8 characters in length, at least one uppercase, one lowercase letter, one digit and one special character",
      ],
      agreement: ["You should agree to proceed."],
    });
  });

  it("another site's page, a body that is not JSON, or one too large", async () => {
    expect((await postLocal(emailSignUp(), { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await postLocal("{not json")).status).toBe(400);
    expect((await postLocal(emailSignUp(), { headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect((await postLocal(emailSignUp({ organization_name: "x".repeat(20_000) }))).status).toBe(413);
  });

  it("is rate-limited per visitor: the 11th post within a minute answers 429", { timeout: 60_000 }, async () => {
    await startOfRoomyWindow(60, 20_000);
    const ip = newVisitorIp();
    expect(await statusesOf(10, 5, () => postLocal({}, { ip }))).toEqual(Array(10).fill(400));
    const refused = await postLocal({}, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({ error: "Too many requests: try again in 60 seconds." });
    expect((await postLocal({}, { ip: newVisitorIp() })).status).toBe(400); // another visitor
  });
});

describe("production has no embedded accounts service", () => {
  beforeAll(() => seedKv({ pages: ["/pricing", "/sign_up"] }));

  it("without ACCOUNTS_API_URL the production app answers 503 and logs it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const production = { ...env, ACCOUNTS_API_URL: undefined };
    const response = await createApp().request(
      "http://localhost:8787/api/signup",
      {
        method: "POST",
        headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify(emailSignUp()),
      },
      production,
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: SIGNUP_ERRORS.unavailable });
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it("and none of its stand-ins: /__accounts/* is an ordinary missing page", async () => {
    for (const path of ["/__accounts/google/client.js", "/__accounts/github/authorize?client_id=locus-local-github"]) {
      expect((await createApp().request(`http://localhost:8787${path}`, {}, env)).status).toBe(404);
    }
  });

  it("the sign-up page allows Google's hosts and pop-up only when GOOGLE_CLIENT_ID is set, and only there", async () => {
    const remote = {
      ...env,
      ACCOUNTS_API_URL: "https://accounts.test/ok/page",
      GOOGLE_CLIENT_ID: "123-abc.apps.googleusercontent.com",
    };
    const get = async (path: string, vars: object) => {
      const response = await createApp().request(`http://localhost:8787${path}`, {}, vars);
      const html = await response.text();
      return {
        status: response.status,
        html,
        csp: response.headers.get("content-security-policy") ?? "",
        coop: response.headers.get("cross-origin-opener-policy"),
      };
    };
    const page = await get("/sign_up", remote);
    const other = await get("/pricing", remote);
    // A deployment's configuration is fixed for an isolate, which keeps each path's CSP per
    // content version: another configuration is tried under another version.
    await env.CONTENT.put("version", `google-off-${crypto.randomUUID()}`);
    const without = await get("/sign_up", { ...remote, GOOGLE_CLIENT_ID: undefined });
    expect(page.status).toBe(200);
    expect(page.csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(page.csp).toMatch(/frame-src [^;]*https:\/\/accounts\.google\.com\/gsi\//);
    expect(page.csp).toContain("style-src 'self' https://accounts.google.com/gsi/style");
    expect(page.coop).toBe("same-origin-allow-popups");
    expect(page.html).toContain("123-abc.apps.googleusercontent.com");
    expect(other.csp).not.toContain("accounts.google.com");
    expect(other.coop).toBe("same-origin");
    expect(without.csp).not.toContain("accounts.google.com");
    expect(without.html).not.toContain("googleusercontent");
  });
});

describe("the marketing lead of an email sign-up (docs/signup.md)", () => {
  it("goes through the lead pipeline with the funnel's use cases and the job function", async () => {
    const email = uniqueEmail("lead");
    expect((await postLocal(emailSignUp({ email }))).status).toBe(201);
    expect(await marketingLeads(email)).toEqual([
      {
        Firstname: "Ada",
        Lastname: "Lovelace",
        Email: email,
        Company: "Analytical Engines",
        Use_Case: ["Address Autocomplete", "AI"],
        Job_Function: "Engineer/Developer",
      },
    ]);
  });

  it("none when the account was refused", async () => {
    const email = uniqueEmail("refused").replace("example.com", "taken.test");
    expect((await postLocal(emailSignUp({ email }))).status).toBe(400);
    expect(await marketingLeads(email)).toEqual([]);
  });
});
