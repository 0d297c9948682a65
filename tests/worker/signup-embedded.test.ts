import { base64url, jwtVerify } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EMBEDDED_ISSUER,
  LOCAL_GITHUB_CLIENT_ID,
  LOCAL_GOOGLE_CLIENT_ID,
} from "../../worker/local/accounts/signing.ts";
import { SWITCHES } from "../../worker/local/accounts/switches.ts";
import { SIGNUP_ERRORS } from "../../worker/signup/routes.ts";
import { uniqueEmail } from "./forms.ts";
import { visit } from "./kv.ts";
import { emailSignUp, PASSWORD, postLocal, ssoSignUp } from "./signup.ts";

const SECRET = new TextEncoder().encode("worker-tests-embedded-accounts-secret-0123456789");

async function googleCredential(email: string): Promise<string> {
  const response = await visit("/__accounts/google/credential", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_id: LOCAL_GOOGLE_CLIENT_ID, email, given_name: "Grace", family_name: "Hopper" }),
  });
  return (await response.json<{ credential: string }>()).credential;
}

async function githubReturn(query: Record<string, string>): Promise<URL> {
  const params = new URLSearchParams({
    client_id: LOCAL_GITHUB_CLIENT_ID,
    redirect_uri: "http://localhost:8787/sign_up?source=github",
    state: "st4te",
    ...query,
  });
  const response = await visit(`/__accounts/github/consent?${params}`);
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "");
}

describe("the embedded accounts service (local entry, ACCOUNTS_API_URL unset)", () => {
  it("creates an email account waiting for its confirmation, and refuses the same email again as a field error", async () => {
    const email = uniqueEmail();
    const first = await postLocal(emailSignUp({ email }));
    expect(first.status).toBe(201);
    // The page reads nothing of an email sign-up's success; the proxy passes nothing of it through.
    expect(await first.json()).toEqual({});
    const second = await postLocal(emailSignUp({ email: email.toUpperCase() }));
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ email: ["An account with this email already exists."] });
  });

  it("answers every error switch as specified, through the proxy", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const generic = { error: "Can't create your account. please contact" };
    /** What the page gets for each switch: the refusal's texts as they came, or the generic message. */
    const expected: Record<string, [number, unknown]> = {
      "plain.test": [400, "New accounts for this address are paused: please write to us."],
      "text.test": [422, "New accounts for this address are paused until 14:00 UTC."],
      "error.test": [400, { error: "This email domain is not accepted for new accounts." }],
      "message.test": [429, { message: "Too many accounts were created from your network today." }],
      "detail.test": [422, { detail: "Sign-up is closed for your region." }],
      "details.test": [400, { details: "This organization name is reserved." }],
      "readable.test": [400, { details: "Disposable email addresses cannot be used." }],
      "status.test": [400, generic],
      "nonfield.test": [
        400,
        { non_field_errors: ["This organization already has an account: ask its owner to invite you."] },
      ],
      "taken.test": [400, { email: ["An account with this email already exists."] }],
      "fields.test": [
        400,
        {
          first_name: ["First names may not contain digits."],
          password: ["This password appears in a list of leaked passwords."],
        },
      ],
      "unknown.test": [422, generic],
      "fail.test": [502, generic],
      "auth.test": [502, generic],
      "leak.test": [502, generic],
      "slow.test": [504, { error: SIGNUP_ERRORS.timeout }],
    };
    expect(Object.keys(expected).sort()).toEqual(Object.keys(SWITCHES).sort());
    for (const [domain, [status, body]] of Object.entries(expected)) {
      const response = await postLocal(emailSignUp({ email: `someone@${domain}` }));
      expect(response.status, domain).toBe(status);
      const answer = await response.json<Record<string, unknown>>();
      const { requestId: _id, ...rest } = typeof answer === "object" ? answer : { requestId: null };
      expect(typeof answer === "object" ? rest : answer, domain).toEqual(body);
    }
  });

  it("Google: a locally signed credential gives real JWTs naming the account (docs/signup.md); the same Google account twice is refused", async () => {
    const email = uniqueEmail("grace");
    const credential = await googleCredential(email);
    const response = await postLocal(ssoSignUp({ google: { credential } }));
    expect(response.status).toBe(201);
    const tokens = await response.json<{ access_token: string; refresh_token: string }>();
    const { payload } = await jwtVerify(tokens.access_token, SECRET, { issuer: EMBEDDED_ISSUER });
    expect(payload).toMatchObject({
      email,
      first_name: "Grace",
      last_name: "Hopper",
      organization: { name: "Compilers Inc" },
      token_type: "access",
    });
    expect(typeof payload.pk).toBe("string");
    expect((await jwtVerify(tokens.refresh_token, SECRET)).payload).toMatchObject({
      sub: payload.pk,
      token_type: "refresh",
    });
    const again = await postLocal(ssoSignUp({ google: { credential } }));
    expect(await again.json()).toEqual({
      google_unique_id: ["This Google account already has a Locus account. Log in instead."],
    });
  });

  it("single sign-on ends at the console stand-in, which shows the account only for tokens this service signed", async () => {
    const email = uniqueEmail("ada");
    const tokens = await (await postLocal(ssoSignUp({ google: { credential: await googleCredential(email) } }))).json<{
      access_token: string;
      refresh_token: string;
    }>();
    const page = await visit(`/__accounts/console?${new URLSearchParams(tokens)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Welcome to Locus, Grace Hopper");
    expect(html).toContain(email);
    const [header, , signature] = tokens.access_token.split(".");
    const forged = `${header}.${base64url.encode(JSON.stringify({ sub: "someone", email: "mallory@example.com", token_type: "access" }))}.${signature}`;
    const refused = await visit(`/__accounts/console?${new URLSearchParams({ ...tokens, access_token: forged })}`);
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain("mallory@example.com");
  });

  it("Google: a credential it did not sign is refused", async () => {
    const response = await postLocal(
      ssoSignUp({ google: { credential: "eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFAYi5jIn0." } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: "Your Google sign-in could not be verified. Please sign in with Google again.",
    });
  });

  it("GitHub: the authorize page, then back to /sign_up?source=github with a code and the state; a code works once", async () => {
    const page = await visit(
      `/__accounts/github/authorize?client_id=${LOCAL_GITHUB_CLIENT_ID}&redirect_uri=${encodeURIComponent("http://localhost:8787/sign_up?source=github")}&scope=user&allow_signup=false&state=st4te`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Authorize Locus");
    const back = await githubReturn({
      decision: "allow",
      login: `octo-${crypto.randomUUID().slice(0, 6)}`,
      email: uniqueEmail("octo"),
      name: "Ada Octocat",
    });
    expect(back.pathname).toBe("/sign_up");
    expect(back.searchParams.get("source")).toBe("github");
    expect(back.searchParams.get("state")).toBe("st4te");
    const code = back.searchParams.get("code") ?? "";
    const created = await postLocal(ssoSignUp({ github: { code } }));
    expect(created.status).toBe(201);
    expect(await created.json()).toHaveProperty("access_token");
    const reused = await postLocal(ssoSignUp({ github: { code } }));
    expect(await reused.json()).toEqual({
      detail: "This GitHub sign-in has expired or was already used. Please sign in with GitHub again.",
    });
  });

  it("GitHub: cancelling comes back with error=access_denied; no other address than /sign_up is a way back", async () => {
    const back = await githubReturn({ decision: "deny" });
    expect(back.searchParams.get("error")).toBe("access_denied");
    const away = new URLSearchParams({
      client_id: LOCAL_GITHUB_CLIENT_ID,
      redirect_uri: "https://evil.example/sign_up",
      state: "s",
      decision: "allow",
    });
    expect((await visit(`/__accounts/github/consent?${away}`)).status).toBe(400);
  });

  afterEach(() => vi.restoreAllMocks());
});

describe("no password, credential, code or token reaches a log line", () => {
  it("across successes, refusals, failures and timeouts", async () => {
    const lines: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation(
        (...args: unknown[]) =>
          void lines.push(
            args
              .map((arg) =>
                arg instanceof Error
                  ? `${arg.message} ${arg.stack}`
                  : typeof arg === "string"
                    ? arg
                    : JSON.stringify(arg),
              )
              .join(" "),
          ),
      );
    }
    const credential = await googleCredential(uniqueEmail("logs"));
    const secrets = [PASSWORD, credential];
    const google = await postLocal(ssoSignUp({ google: { credential } }));
    const tokens = await google.json<{ access_token: string; refresh_token: string }>();
    secrets.push(tokens.access_token, tokens.refresh_token);
    const code =
      (
        await githubReturn({
          decision: "allow",
          login: `log-${crypto.randomUUID().slice(0, 6)}`,
          email: uniqueEmail("gh"),
        })
      ).searchParams.get("code") ?? "";
    secrets.push(code);
    await postLocal(ssoSignUp({ github: { code } }));
    await postLocal(ssoSignUp({ github: { code } })); // refused: already used
    await postLocal(emailSignUp());
    for (const domain of ["fail.test", "slow.test", "taken.test", "text.test"])
      await postLocal(emailSignUp({ email: `logs@${domain}` }));
    await postLocal(emailSignUp({ email: "" }));
    vi.restoreAllMocks();
    expect(lines.length).toBeGreaterThan(0); // the failures were logged
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
    for (const line of lines) expect(line).not.toContain("Difference#1");
  });
});
