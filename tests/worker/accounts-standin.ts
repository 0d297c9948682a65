/**
 * A local stand-in for a remote accounts service (ACCOUNTS_API_URL), for the sign-up proxy's
 * tests. vitest.config.ts routes the Worker's outbound fetches to https://accounts.test here.
 * It runs in Node, shared by every test file: tests use their own paths.
 *
 *   POST /ok/…        201: single sign-on → { access_token, refresh_token } (a JWT naming the
 *                     account), email → { email, status: "pending_confirmation" }; recorded
 *   POST /refuse/…    400 { email: ["An account with this email already exists."] }
 *   POST /html/…      500 with an HTML page
 *   POST /text/…      503 text/plain "Back at 14:00 UTC."
 *   POST /slow/…      201 after SLOW_MS
 *   POST /no-tokens/… 201 {} (a broken single sign-on answer)
 *   POST /leak/…      500 JSON with a traceback, a database URL, an internal host and the Bearer key it got
 *   POST /leak-400/…  400 the same texts as a refusal
 *   POST /auth/…      401 { detail: "Invalid API key" }
 *   POST /code/…      400 { details: { status: "ACCOUNT_LIMIT_REACHED" } }
 *   POST /huge/…      400, 60 MB of HTML streamed without a Content-Length
 *   GET  /__received/… what was posted to that path: [{ body, authorization, requestId, contentType }]
 */
export const ACCOUNTS_HOST = "accounts.test";
export const SLOW_MS = 1_500;

/** The access token the stand-in answers with: a JWT holding the docs/architecture.md instance (not signed: the proxy only decodes it). */
export function standinAccessToken(email: string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ pk: 77, email, first_name: "Grace", last_name: "Hopper", organization: { name: "Compilers Inc" } })}.c2lnbmF0dXJl`;
}

const received = new Map<
  string,
  { body: string; authorization: string | null; requestId: string | null; contentType: string | null }[]
>();

const HUGE_BYTES = 60 * 1024 * 1024;

/** 60 MB of an HTML error page, made as it is read, with no Content-Length. */
function hugeAnswer(): Response {
  const chunk = new TextEncoder().encode(`<p>${"internal error ".repeat(4096)}</p>\n`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= HUGE_BYTES) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return new Response(body, { status: 400, headers: { "content-type": "text/html" } });
}

/** The insides a careless service shows in its errors, with the key it was sent. */
function leakyBody(authorization: string | null): Record<string, string> {
  return {
    error: `Traceback (most recent call last):\n  File "/srv/accounts/app.py", line 88\npsycopg.OperationalError`,
    message: "could not connect to postgres://accounts:s3cret@db.internal:5432/accounts",
    detail: "upstream accounts-db.internal.locus:5432 refused the connection",
    details: `request had ${authorization ?? "no Authorization"}`,
  };
}

export async function accountsStandin(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === "GET" && url.pathname.startsWith("/__received/"))
    return Response.json(received.get(url.pathname.slice("/__received".length)) ?? []);
  const body = await request.text();
  const list = received.get(url.pathname) ?? [];
  list.push({
    body,
    authorization: request.headers.get("authorization"),
    requestId: request.headers.get("x-request-id"),
    contentType: request.headers.get("content-type"),
  });
  received.set(url.pathname, list);
  const payload = JSON.parse(body) as Record<string, unknown>;
  const kind = url.pathname.split("/")[1];
  if (kind === "slow") await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
  if (kind === "refuse")
    return Response.json({ email: ["An account with this email already exists."] }, { status: 400 });
  if (kind === "html")
    return new Response("<!doctype html><h1>Internal Server Error</h1>", {
      status: 500,
      headers: { "content-type": "text/html" },
    });
  if (kind === "text")
    return new Response("Back at 14:00 UTC.", { status: 503, headers: { "content-type": "text/plain" } });
  if (kind === "no-tokens") return Response.json({}, { status: 201 });
  if (kind === "leak") return Response.json(leakyBody(request.headers.get("authorization")), { status: 500 });
  if (kind === "leak-400") return Response.json(leakyBody(request.headers.get("authorization")), { status: 400 });
  if (kind === "auth") return Response.json({ detail: "Invalid API key" }, { status: 401 });
  if (kind === "code") return Response.json({ details: { status: "ACCOUNT_LIMIT_REACHED" } }, { status: 400 });
  if (kind === "huge") return hugeAnswer();
  if ("google" in payload || "github" in payload) {
    const email = `sso.${url.pathname.split("/").pop()}@example.com`;
    return Response.json(
      { access_token: standinAccessToken(email), refresh_token: "refresh-secret-value" },
      { status: 201 },
    );
  }
  return Response.json({ email: payload.email, status: "pending_confirmation" }, { status: 201 });
}
