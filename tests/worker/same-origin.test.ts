/**
 * The one same-origin rule (worker/middleware/same-origin.ts) on every browser post: forms,
 * the survey, the sign-up, the admin API and the admin's sign-in. Origin null, another
 * origin, and a post with neither Origin nor Sec-Fetch-Site are refused with 403 (JSON on
 * the API) before anything is read or stored.
 */
import { describe, expect, it } from "vitest";
import { sessionCookie } from "./admin-helpers.ts";
import { leadCount, newVisitorIp, salesFields, SITE_ORIGIN } from "./forms.ts";
import { visit } from "./kv.ts";
import { emailSignUp } from "./signup.ts";

interface Post {
  path: string;
  body: string;
  type: string;
  admin?: boolean;
}

const POSTS: Post[] = [
  { path: "/api/forms/sales", body: JSON.stringify(salesFields()), type: "application/json" },
  {
    path: "/api/forms/survey",
    body: JSON.stringify({ email: "ada@example.com", answers: {} }),
    type: "application/json",
  },
  { path: "/api/signup", body: JSON.stringify(emailSignUp()), type: "application/json" },
  { path: "/api/admin/redirects", body: "{}", type: "application/json", admin: true },
  { path: "/admin/sign-in", body: "password=test-admin-password", type: "application/x-www-form-urlencoded" },
];

async function send(post: Post, headers: Record<string, string>): Promise<Response> {
  const all: Record<string, string> = { "content-type": post.type, "cf-connecting-ip": newVisitorIp(), ...headers };
  if (post.admin) all.cookie = await sessionCookie();
  return visit(post.path, { method: post.path.includes("redirects") ? "PUT" : "POST", headers: all, body: post.body });
}

const REFUSED: Record<string, Record<string, string>> = {
  "Origin: null": { origin: "null" },
  "Origin: null with Sec-Fetch-Site: same-origin": { origin: "null", "sec-fetch-site": "same-origin" },
  "no Origin, no Sec-Fetch-Site": {},
  "no Origin, Sec-Fetch-Site: cross-site": { "sec-fetch-site": "cross-site" },
  "another site's Origin": { origin: "https://evil.example" },
  "the site's host on another scheme": { origin: "https://localhost:8787" },
};

describe("browser posts come from this site's pages only", () => {
  for (const [name, headers] of Object.entries(REFUSED)) {
    it(`${name}: 403 on every post, JSON with a sentence on the API, never cached`, async () => {
      const before = await leadCount();
      for (const post of POSTS) {
        const response = await send(post, headers);
        expect(response.status, post.path).toBe(403);
        expect(response.headers.get("cache-control"), post.path).toBe("no-store");
        if (post.path.startsWith("/api/")) {
          expect(response.headers.get("content-type"), post.path).toMatch(/^application\/json/);
          expect((await response.json<{ error: string }>()).error, post.path).toMatch(/^[A-Z].+ only\.?$/);
        } else {
          expect(await response.text()).toContain("The admin area accepts changes from its own pages only.");
        }
      }
      expect(await leadCount()).toBe(before);
    });
  }

  it("the site's Origin, or Sec-Fetch-Site: same-origin without an Origin, is let through", async () => {
    const allowed: Record<string, string>[] = [{ origin: SITE_ORIGIN }, { "sec-fetch-site": "same-origin" }];
    for (const headers of allowed) {
      for (const post of POSTS) {
        const response = await send(
          { ...post, body: post.path === "/api/forms/sales" ? JSON.stringify(salesFields()) : post.body },
          headers,
        );
        expect(response.status, `${post.path} ${JSON.stringify(headers)}`).not.toBe(403);
      }
    }
  });

  it("reads (GET, HEAD) need no Origin", async () => {
    expect((await visit("/api/health")).status).toBe(200);
    expect((await visit("/api/health", { method: "HEAD", headers: { origin: "null" } })).status).toBe(200);
  });
});
