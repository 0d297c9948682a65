import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { SignJWT, importJWK } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { sessionKey, signSession, SESSION_COOKIE } from "../../worker/local/admin/session.ts";
import { ACCESS_AUD, ACCESS_TEAM_DOMAIN, ACCESS_TEST_PRIVATE_JWK } from "./access-standin.ts";
import { ORIGIN, sessionCookie, TEST_ADMIN_PASSWORD } from "./admin-helpers.ts";
import { seedKv, visit } from "./kv.ts";

beforeAll(() => seedKv({ pages: ["/company", "/pricing"] }));

const SOME_ID = "00000000-0000-4000-8000-000000000000";

/** Every admin page. */
const PAGES = [
  "/admin",
  "/admin/editor",
  "/admin/editor/redirects",
  "/admin/editor/urls",
  `/admin/editor/${SOME_ID}`,
  `/admin/preview/${SOME_ID}`,
  "/admin/app-settings",
  "/admin/media",
  "/admin/playground",
  "/admin/layouts/blogposts-layout",
  "/admin/nothing-here",
];

/** Every admin API endpoint, with a body where it takes one. */
const API: { method: string; path: string; json?: unknown }[] = [
  { method: "GET", path: "/api/admin/pages" },
  { method: "POST", path: "/api/admin/pages", json: { type: "page", language: "en", slug: "x", name: "X" } },
  { method: "GET", path: `/api/admin/pages/${SOME_ID}` },
  { method: "PUT", path: `/api/admin/pages/${SOME_ID}/draft`, json: { page: {}, base: null } },
  { method: "DELETE", path: `/api/admin/pages/${SOME_ID}/draft` },
  { method: "POST", path: `/api/admin/pages/${SOME_ID}/publish`, json: { page: {} } },
  { method: "GET", path: `/api/admin/pages/${SOME_ID}/history/2026-01-01T00:00:00.000Z` },
  { method: "POST", path: `/api/admin/pages/${SOME_ID}/rename`, json: { slug: "x", redirect: true } },
  { method: "GET", path: "/api/admin/site" },
  { method: "PUT", path: "/api/admin/site", json: { site: {} } },
  { method: "GET", path: "/api/admin/context" },
  { method: "GET", path: "/api/admin/redirects" },
  { method: "GET", path: "/api/admin/redirects/export.csv" },
  { method: "PUT", path: "/api/admin/redirects", json: { source: "/a", destination: "/b", permanent: true } },
  { method: "DELETE", path: "/api/admin/redirects?source=/a" },
  { method: "GET", path: "/api/admin/media" },
  { method: "POST", path: "/api/admin/media", json: {} },
  { method: "DELETE", path: "/api/admin/media?key=images/x.png" },
  { method: "GET", path: "/api/admin/image-size?src=/favicon.svg" },
  { method: "GET", path: "/api/admin/nothing-here" },
];
const WRITES = API.filter((endpoint) => endpoint.method !== "GET");

function request(endpoint: { method: string; path: string; json?: unknown }, headers: Record<string, string> = {}) {
  const init: RequestInit = { method: endpoint.method, headers: { ...headers } };
  if (endpoint.json !== undefined) {
    init.body = JSON.stringify(endpoint.json);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  return visit(endpoint.path, init);
}

describe("the admin area refuses everyone who is not signed in (local sign-in)", () => {
  it("every admin page sends an anonymous visitor to the sign-in page, and back after it", async () => {
    for (const path of PAGES) {
      const response = await visit(path);
      expect([path, response.status]).toEqual([path, 302]);
      expect(response.headers.get("location")).toBe(
        `/admin/sign-in?next=${encodeURIComponent(path.startsWith("/admin/nothing") ? path : path)}`,
      );
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("every admin API answers 401 in JSON to an anonymous request", async () => {
    for (const endpoint of API) {
      const response = await request(endpoint, endpoint.method === "GET" ? {} : { origin: ORIGIN });
      expect([endpoint.method, endpoint.path, response.status]).toEqual([endpoint.method, endpoint.path, 401]);
      expect(await response.json()).toEqual({ error: "Sign in to use the admin area." });
    }
  });

  it("an expired session is refused everywhere", async () => {
    const nineHoursAgo = Math.floor(Date.now() / 1000) - 9 * 3600;
    const cookie = await sessionCookie(nineHoursAgo);
    for (const path of PAGES) expect((await visit(path, { headers: { cookie } })).status).toBe(302);
    for (const endpoint of API) {
      const response = await request(endpoint, { cookie, ...(endpoint.method === "GET" ? {} : { origin: ORIGIN }) });
      expect([endpoint.path, response.status]).toEqual([endpoint.path, 401]);
    }
  });

  it("a forged session (signed with another password, or not signed) is refused everywhere", async () => {
    const forged = `${SESSION_COOKIE}=${await signSession("not-the-password")}`;
    const [header, payload] = (await sessionCookie()).split("=")[1]?.split(".") ?? [];
    const unsigned = `${SESSION_COOKIE}=${header}.${payload}.`;
    for (const cookie of [forged, unsigned, `${SESSION_COOKIE}=garbage`]) {
      for (const path of PAGES) expect((await visit(path, { headers: { cookie } })).status).toBe(302);
      for (const endpoint of API) {
        const response = await request(endpoint, { cookie, ...(endpoint.method === "GET" ? {} : { origin: ORIGIN }) });
        expect([endpoint.path, response.status]).toEqual([endpoint.path, 401]);
      }
    }
  });

  it("a cross-site post, put or delete is refused even with a valid session", async () => {
    const cookie = await sessionCookie();
    for (const endpoint of WRITES) {
      const variants: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { "sec-fetch-site": "cross-site" },
        {},
      ];
      for (const headers of variants) {
        const response = await request(endpoint, { cookie, ...headers });
        expect([endpoint.method, endpoint.path, response.status]).toEqual([endpoint.method, endpoint.path, 403]);
      }
    }
    const signIn = await visit("/admin/sign-in", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "password=test-admin-password",
    });
    expect(signIn.status).toBe(403);
  });

  it("signed in, the admin pages and API answer", async () => {
    const cookie = await sessionCookie();
    const page = await visit("/admin/editor", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="admin-root" data-boot="\{&quot;view&quot;:&quot;pages&quot;/);
    const api = await visit("/api/admin/pages", { headers: { cookie } });
    expect(api.status).toBe(200);
    expect(((await api.json()) as { pages: unknown[] }).pages.length).toBeGreaterThan(200);
  });
});

describe("local sign-in with ADMIN_PASSWORD", () => {
  const form = (password: string, next = "/admin/editor") =>
    visit("/admin/sign-in", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password, next }).toString(),
    });

  it("a wrong password is refused with a message; the right one gives an 8-hour HttpOnly, SameSite=Strict session", async () => {
    const wrong = await form("guess");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("That password is not right. Try again.");
    const right = await form("test-admin-password");
    expect([right.status, right.headers.get("location")]).toEqual([303, "/admin/editor"]);
    const cookie = right.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^locus_admin=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict$/);
    const page = await visit("/admin", { headers: { cookie: cookie.split(";")[0] as string } });
    expect(page.status).toBe(200);
  });

  it("only an admin page may follow the sign-in", async () => {
    expect((await form("test-admin-password", "https://evil.example/")).headers.get("location")).toBe("/admin");
    expect((await form("test-admin-password", "//evil.example/admin")).headers.get("location")).toBe("/admin");
  });

  it("over https the session cookie is Secure", async () => {
    const { exports } = await import("cloudflare:workers");
    const response = await (exports as { default: Fetcher }).default.fetch(
      new Request("https://localhost:8787/admin/sign-in", {
        method: "POST",
        headers: { origin: "https://localhost:8787", "content-type": "application/x-www-form-urlencoded" },
        body: "password=test-admin-password&next=/admin",
        redirect: "manual",
      }),
    );
    expect(response.headers.get("set-cookie")).toContain("; Secure");
  });

  it("a session token without exp, signed with the right key, is refused", async () => {
    const forever = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer("locus-local-admin")
      .setAudience("locus-admin")
      .setSubject("admin")
      .setIssuedAt()
      .sign(await sessionKey(TEST_ADMIN_PASSWORD));
    const cookie = `${SESSION_COOKIE}=${forever}`;
    expect((await visit("/api/admin/pages", { headers: { cookie } })).status).toBe(401);
    expect((await visit("/admin/editor", { headers: { cookie } })).headers.get("location")).toMatch(
      /^\/admin\/sign-in/,
    );
  });

  it("signing out ends the session in the browser", async () => {
    const response = await visit("/admin/sign-out", {
      method: "POST",
      headers: { origin: ORIGIN, cookie: await sessionCookie() },
    });
    expect([response.status, response.headers.get("location")]).toEqual([303, "/admin/sign-in"]);
    expect(response.headers.get("set-cookie")).toMatch(/^locus_admin=; Max-Age=0; Path=\//);
  });
});

describe("production: Cloudflare Access", () => {
  const production = createApp();
  const accessEnv = { ...env, ACCESS_TEAM_DOMAIN, ACCESS_AUD };

  async function token(
    claims: { aud?: string; iss?: string; exp?: number | null } = {},
    key: CryptoKey | Uint8Array | null = null,
  ): Promise<string> {
    const signing = key ?? (await importJWK(ACCESS_TEST_PRIVATE_JWK, "RS256"));
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ email: "editor@locus.example" })
      .setProtectedHeader({ alg: "RS256", kid: ACCESS_TEST_PRIVATE_JWK.kid })
      .setIssuer(claims.iss ?? `https://${ACCESS_TEAM_DOMAIN}`)
      .setAudience(claims.aud ?? ACCESS_AUD)
      .setIssuedAt(now - 60);
    // exp: null leaves the claim out (such a token never expires unless the Worker requires exp).
    return (claims.exp === null ? jwt : jwt.setExpirationTime(claims.exp ?? now + 3600)).sign(signing);
  }

  async function call(path: string, init: RequestInit = {}, bindings: object = accessEnv): Promise<Response> {
    const ctx = createExecutionContext();
    const response = await production.fetch(
      new Request(`https://www.locus.example${path}`, { redirect: "manual", ...init }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("refuses every admin page and API without the Access JWT", async () => {
    for (const path of PAGES) expect([path, (await call(path)).status]).toEqual([path, 403]);
    for (const endpoint of API.filter((e) => e.method === "GET")) expect((await call(endpoint.path)).status).toBe(401);
  });

  it("lets a valid Access JWT through, verified against the team's keys and the audience", async () => {
    const response = await call("/admin/editor", { headers: { "cf-access-jwt-assertion": await token() } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("editor@locus.example");
  });

  it("refuses an expired, forged or foreign token, or one without exp", async () => {
    const { privateKey } = (await crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    const bad = [
      await token({ exp: Math.floor(Date.now() / 1000) - 60 }),
      await token({}, privateKey),
      await token({ aud: "another-application" }),
      await token({ iss: "https://other-team.cloudflareaccess.com" }),
      await token({ exp: null }),
      "not-a-jwt",
    ];
    for (const jwt of bad) {
      expect((await call("/admin", { headers: { "cf-access-jwt-assertion": jwt } })).status).toBe(403);
      expect((await call("/api/admin/pages", { headers: { "cf-access-jwt-assertion": jwt } })).status).toBe(401);
    }
  });

  it("refuses a cross-site post even with a valid token", async () => {
    const jwt = await token();
    const response = await call("/api/admin/pages", {
      method: "POST",
      headers: { "cf-access-jwt-assertion": jwt, origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
  });

  it("refuses everything while Access is not configured, and has no password sign-in", async () => {
    const unconfigured = await call("/admin", { headers: { "cf-access-jwt-assertion": await token() } }, env);
    expect(unconfigured.status).toBe(403);
    expect(await unconfigured.text()).toContain("not configured");
    const signIn = await call("/admin/sign-in", {
      method: "POST",
      headers: { origin: "https://www.locus.example", "content-type": "application/x-www-form-urlencoded" },
      body: "password=test-admin-password",
    });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.get("set-cookie")).toBeNull();
  });
});
