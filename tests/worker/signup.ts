import { env } from "cloudflare:test";
import { createApp } from "../../worker/app.ts";
import { newVisitorIp, SITE_ORIGIN, uniqueEmail } from "./forms.ts";
import { visit } from "./kv.ts";

/** A strong password (docs/signup.md): it must never reach a log line. */
export const PASSWORD = "Difference#1-secret";

/** A valid email sign-up body (docs/signup.md, with the agreement and the funnel's use cases). */
export function emailSignUp(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail(),
    first_name: "Ada",
    last_name: "Lovelace",
    organization_name: "Analytical Engines",
    position: 1,
    password: PASSWORD,
    agreement: true,
    utm: { utm_source: "newsletter", utm_campaign: "autumn" },
    use_cases: ["autocomplete", "ai"],
    ...overrides,
  };
}

/** A single sign-on body (docs/signup.md). */
export function ssoSignUp(
  provider: { google: { credential: string } } | { github: { code: string } },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    organization_name: "Compilers Inc",
    position: 0,
    agreement: true,
    utm: null,
    use_cases: ["geocoding"],
    ...provider,
    ...overrides,
  };
}

function init(body: unknown, ip: string, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { origin: SITE_ORIGIN, "content-type": "application/json", "cf-connecting-ip": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** POST /api/signup through the local entry (the embedded accounts service answers). */
export function postLocal(
  body: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return visit("/api/signup", init(body, options.ip ?? newVisitorIp(), options.headers));
}

/**
 * POST /api/signup through the production app (worker/index.ts builds the same), with a
 * remote accounts service: the stand-in at https://accounts.test/{path}.
 */
export async function postRemote(path: string, body: unknown, vars: Record<string, string> = {}): Promise<Response> {
  const production = { ...env, ACCOUNTS_API_URL: `https://accounts.test${path}`, ...vars };
  return createApp().request("http://localhost:8787/api/signup", init(body, newVisitorIp()), production);
}

/** What the accounts stand-in received at a path. */
export async function accountsReceived(
  path: string,
): Promise<{ body: string; authorization: string | null; requestId: string | null; contentType: string | null }[]> {
  return (await fetch(`https://accounts.test/__received${path}`)).json();
}

/** The marketing leads stored for an email (the lead pipeline's D1). */
export async function marketingLeads(email: string): Promise<Record<string, unknown>[]> {
  const rows = await env.DB.prepare("SELECT payload FROM leads WHERE form = 'marketing-lead'").all<{
    payload: string;
  }>();
  return rows.results
    .map((row) => JSON.parse(row.payload) as Record<string, unknown>)
    .filter((lead) => lead.Email === email);
}
