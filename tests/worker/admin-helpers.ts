import { env } from "cloudflare:test";
import { signSession, SESSION_COOKIE } from "../../worker/local/admin/session.ts";
import { visit } from "./kv.ts";

/** The password the Worker tests run with (vitest.config.ts). */
export const TEST_ADMIN_PASSWORD = "test-admin-password";
export const ORIGIN = "http://localhost:8787";

/** A session cookie as the sign-in issues it (signed with the test password). */
export async function sessionCookie(now?: number): Promise<string> {
  return `${SESSION_COOKIE}=${await signSession((env as { ADMIN_PASSWORD?: string }).ADMIN_PASSWORD ?? TEST_ADMIN_PASSWORD, now)}`;
}

/** A request of a signed-in admin from the admin's own pages. */
export async function adminFetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("cookie", await sessionCookie());
  if (init.method && init.method !== "GET") headers.set("origin", ORIGIN);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  return visit(path, { ...init, headers, body });
}
