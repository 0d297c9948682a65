/**
 * A local stand-in for the form handlers (a CRM's form endpoints), for the lead delivery
 * tests. vitest.config.ts routes the Worker's outbound fetches to https://forms.test here
 * (miniflare `outboundService`), so the queue consumer posts to it exactly as it would post
 * to a real handler. It runs in Node, shared by every test file: tests use their own paths.
 *
 *   POST /ok/…             200, and the post is recorded
 *   POST /fail/…           500 "handler down" (recorded too)
 *   POST /flaky/{n}/…      500 for the first n posts of each email, then 200 (recorded)
 *   GET  /__received/…     the posts recorded under that path: [{body, authorization, contentType, status}]
 */

export const FORM_HANDLER_HOST = "forms.test";

interface Received {
  body: string;
  authorization: string | null;
  contentType: string | null;
  status: number;
}

const received = new Map<string, Received[]>();
const flakyCounts = new Map<string, number>();

function statusFor(path: string, body: URLSearchParams): number {
  if (path.startsWith("/ok/")) return 200;
  const flaky = /^\/flaky\/(\d+)\//.exec(path);
  if (flaky) {
    const key = `${path}|${body.get("email") ?? body.get("Email") ?? ""}`;
    const count = (flakyCounts.get(key) ?? 0) + 1;
    flakyCounts.set(key, count);
    return count <= Number(flaky[1]) ? 500 : 200;
  }
  return 500;
}

export async function formHandlerStandin(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === "GET" && url.pathname.startsWith("/__received/")) {
    return Response.json(received.get(url.pathname.slice("/__received".length)) ?? []);
  }
  if (request.method !== "POST") return new Response("method not allowed", { status: 405 });
  const body = await request.text();
  const status = statusFor(url.pathname, new URLSearchParams(body));
  const list = received.get(url.pathname) ?? [];
  list.push({
    body,
    authorization: request.headers.get("authorization"),
    contentType: request.headers.get("content-type"),
    status,
  });
  received.set(url.pathname, list);
  return new Response(status === 200 ? "thanks" : "handler down", { status });
}
