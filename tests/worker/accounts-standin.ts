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
  if ("google" in payload || "github" in payload) {
    const email = `sso.${url.pathname.split("/").pop()}@example.com`;
    return Response.json(
      { access_token: standinAccessToken(email), refresh_token: "refresh-secret-value" },
      { status: 201 },
    );
  }
  return Response.json({ email: payload.email, status: "pending_confirmation" }, { status: 201 });
}
