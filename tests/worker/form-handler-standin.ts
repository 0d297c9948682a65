/**
 * A local stand-in for the form handlers (a CRM's form endpoints), for the lead delivery
 * tests. vitest.config.ts routes the Worker's outbound fetches to https://forms.test here
 * (miniflare `outboundService`), so the queue consumer posts to it exactly as it would post
 * to a real handler. It runs in Node, shared by every test file: tests use their own paths.
 *
 *   POST /ok/…             200, and the post is recorded
 *   POST /fail/…           500 "handler down" (recorded too)
 *   POST /flaky/{n}/…      500 for the first n posts of each email, then 200 (recorded)
 *   POST /slow/{ms}/…      200 after ms milliseconds (recorded when it arrives)
 *   POST /refuse/…         400 "bad field" (recorded)
 *   POST /redirect/success/…  302 to https://www.locus.example/thanks (the success location of the tests)
 *   POST /redirect/login/…    302 to https://forms.test/login (a handler's sign-in page)
 *   GET  /__received/…     the posts recorded under that path: [{body, authorization, contentType, idempotencyKey, status}]
 */

export const FORM_HANDLER_HOST = "forms.test";

interface Received {
  body: string;
  authorization: string | null;
  contentType: string | null;
  idempotencyKey: string | null;
  status: number;
}

/** Where /redirect/success/… sends the handler's answer: set as the success location in the tests. */
export const TEST_SUCCESS_LOCATION = "https://www.locus.example/thanks";

const received = new Map<string, Received[]>();
const flakyCounts = new Map<string, number>();

function statusFor(path: string, body: URLSearchParams): number {
  if (path.startsWith("/ok/") || path.startsWith("/slow/")) return 200;
  if (path.startsWith("/redirect/")) return 302;
  if (path.startsWith("/refuse/")) return 400;
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
    idempotencyKey: request.headers.get("idempotency-key"),
    status,
  });
  received.set(url.pathname, list);
  const slow = /^\/slow\/(\d+)\//.exec(url.pathname);
  if (slow) await new Promise((resolve) => setTimeout(resolve, Number(slow[1])));
  if (status === 302) {
    const location = url.pathname.startsWith("/redirect/success/") ? TEST_SUCCESS_LOCATION : "https://forms.test/login";
    return new Response(null, { status, headers: { location } });
  }
  if (status === 400) return new Response("bad field", { status });
  return new Response(status === 200 ? "thanks" : "handler down", { status });
}
