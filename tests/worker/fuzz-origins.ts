/**
 * Browser posts from anywhere but this site's pages (docs/security.md, "Same origin"): every
 * post route with a missing, null, foreign or look-alike Origin, or a Fetch Metadata header
 * that is not same-origin, with a valid body. Each must answer 403 before anything is read.
 */
import type { FuzzCase } from "./fuzz-cases.ts";

const POSTS: readonly { target: string; body: string; type: string }[] = [
  { target: "/api/forms/sales", body: '{"first_name":"Ada"}', type: "application/json" },
  { target: "/api/forms/inquiry", body: "{}", type: "application/json" },
  { target: "/api/forms/survey", body: "{}", type: "application/json" },
  { target: "/api/signup", body: '{"email":"ada@example.com"}', type: "application/json" },
  { target: "/api/signup", body: "email=ada%40example.com", type: "application/x-www-form-urlencoded" },
  { target: "/api/admin/redirects", body: "{}", type: "application/json" },
  { target: "/admin/sign-in", body: "password=x", type: "application/x-www-form-urlencoded" },
  { target: "/admin/sign-out", body: "", type: "text/plain" },
];

const ORIGINS: readonly Record<string, string>[] = [
  {},
  { origin: "null" },
  { origin: "null", "sec-fetch-site": "same-origin" },
  { origin: "https://evil.example" },
  { origin: "http://localhost:8787.evil.example" },
  { origin: "http://localhost" },
  { origin: "http://LOCALHOST:8787 " },
  { origin: "<x-fuzz>" },
  { "sec-fetch-site": "cross-site" },
  { "sec-fetch-site": "same-site" },
  { "sec-fetch-site": "none" },
  { referer: "http://localhost:8787/contact" },
];

/** Every post route with every refused origin: each expects 403. */
export function crossSitePosts(): FuzzCase[] {
  return POSTS.flatMap((post) =>
    ORIGINS.map((headers) => ({
      method: "POST",
      target: post.target,
      headers: { ...headers, "content-type": post.type },
      body: post.body,
      expectStatus: 403,
    })),
  );
}
