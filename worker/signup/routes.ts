import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { accountsPayload, parseSignUpRequest, type SignUpRequest } from "../../client/signup/schema.ts";
import type { AppEnv } from "../bindings.ts";
import { acceptLead } from "../forms/intake.ts";
import { logError, logWarning } from "../log.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { sameOrigin } from "../middleware/same-origin.ts";
import { accountsTimeoutMs, accountsUrl, remoteAccounts, type AccountsService } from "./accounts-service.ts";
import { forwardSignUp } from "./forward.ts";
import { marketingLead, marketingLeadContext } from "./marketing-lead.ts";

/** SIGNUP_RATE_LIMIT's period in wrangler.toml, sent as Retry-After. */
export const SIGNUP_LIMIT_PERIOD = 60;
const MAX_BODY_BYTES = 16 * 1024;

/** Messages of the proxy's own failures, read by the page's error chooser (docs/signup.md) as `error`. */
export const SIGNUP_ERRORS = {
  crossSite: "Accounts can be created from this site's sign-up page only.",
  notJson: "Send the sign-up as JSON (Content-Type: application/json).",
  badJson: "The sign-up is not valid JSON.",
  tooLarge: "The sign-up is too large.",
  unavailable: "Sign-up is not available right now. Please try again in a few minutes.",
  timeout: "Creating your account took too long. Please try again in a moment.",
  unreachable: "We could not reach our account service. Please try again in a moment.",
} as const;

/** Which path a request takes, for log lines (never the values). */
type Provider = "email" | "google" | "github";

/** The remote service when ACCOUNTS_API_URL is set; else the local entry's embedded one; else none (production without it). */
function accountsService(c: Context<AppEnv>): AccountsService | null {
  const url = accountsUrl(c.env.ACCOUNTS_API_URL);
  if (url) return remoteAccounts(url, c.env.ACCOUNTS_API_KEY?.trim() || null);
  return c.var.embeddedAccounts?.service(c.env) ?? null;
}

function tokensOf(body: unknown): { access_token: string; refresh_token: string } | null {
  if (typeof body !== "object" || body === null) return null;
  const { access_token: access, refresh_token: refresh } = body as Record<string, unknown>;
  return typeof access === "string" && access !== "" && typeof refresh === "string" && refresh !== ""
    ? { access_token: access, refresh_token: refresh }
    : null;
}

/**
 * docs/signup.md: the new account's marketing lead, through the lead pipeline (D1, then the Queue).
 * The account exists whatever happens here, so a failure is logged, never answered.
 */
async function sendMarketingLead(
  c: Context<AppEnv>,
  request: SignUpRequest,
  accessToken: string | null,
  provider: Provider,
): Promise<void> {
  const lead = marketingLead(request, accessToken);
  if (!lead) {
    logWarning("sign-up without an email in its access token: no marketing lead", {
      provider,
      requestId: c.var.requestId,
    });
    return;
  }
  try {
    const result = await acceptLead(c.env, {
      form: "marketing-lead",
      input: lead,
      idempotencyKey: `signup:${lead.Email}`,
      context: marketingLeadContext(request, {
        referer: c.req.header("referer"),
        cookie: c.req.header("cookie"),
        url: c.req.url,
      }),
    });
    if (result.kind !== "accepted")
      logWarning("marketing lead of a sign-up not stored", { provider, kind: result.kind, requestId: c.var.requestId });
  } catch (error) {
    logError("marketing lead of a sign-up could not be stored", { provider, requestId: c.var.requestId }, error);
  }
}

/**
 * `POST /api/signup`: the page's account creation (docs/signup.md). The body is checked with
 * the page's own schemas (client/signup/schema.ts), then forwarded to the accounts service
 * (docs/signup.md) with a deadline; its status and body come back as they are, so the page's
 * error chooser reads the service's messages. On success the marketing lead is sent.
 *
 * Never logged: the body, the password, the Google credential, the GitHub code, the tokens.
 * Log lines carry the path (email, google, github), statuses and the request id only.
 */
export function signUpRoutes(): Hono<AppEnv> {
  const signUp = new Hono<AppEnv>();
  signUp.post(
    "/",
    sameOrigin({ message: SIGNUP_ERRORS.crossSite }),
    rateLimit({ binding: (env) => env.SIGNUP_RATE_LIMIT, periodSeconds: SIGNUP_LIMIT_PERIOD, name: "signup" }),
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: SIGNUP_ERRORS.tooLarge }, 413) }),
    async (c) => {
      if (!/^application\/json\b/i.test(c.req.header("content-type") ?? ""))
        return c.json({ error: SIGNUP_ERRORS.notJson }, 415);
      let input: unknown;
      try {
        input = await c.req.json();
      } catch {
        return c.json({ error: SIGNUP_ERRORS.badJson }, 400);
      }
      const parsed = parseSignUpRequest(input);
      if (!parsed.ok) return c.json(parsed.fields, 400);
      const provider: Provider = parsed.sso || "email";

      const service = accountsService(c);
      if (!service) {
        logError("sign-up refused: ACCOUNTS_API_URL is not set", { requestId: c.var.requestId });
        return c.json({ error: SIGNUP_ERRORS.unavailable }, 503);
      }
      const timeoutMs = accountsTimeoutMs(c.env.ACCOUNTS_TIMEOUT_MS);
      const upstream = await forwardSignUp(service, accountsPayload(parsed.request), {
        timeoutMs,
        headers: { "x-request-id": c.var.requestId, "x-forwarded-for": c.req.header("cf-connecting-ip") ?? "" },
      });

      if (upstream.kind === "timeout") {
        logError("accounts service did not answer in time", { provider, timeoutMs, requestId: c.var.requestId });
        return c.json({ error: SIGNUP_ERRORS.timeout }, 504);
      }
      if (upstream.kind === "unreachable") {
        logError("accounts service unreachable", { provider, reason: upstream.error, requestId: c.var.requestId });
        return c.json({ error: SIGNUP_ERRORS.unreachable }, 502);
      }
      const status = upstream.status;
      if (upstream.unreadable)
        logWarning("accounts service answered a body that is not JSON", {
          provider,
          status,
          requestId: c.var.requestId,
        });
      if (status < 200 || status >= 300) {
        if (status >= 500 || status === 401 || status === 403)
          logWarning("accounts service refused a sign-up", { provider, status, requestId: c.var.requestId });
        return c.json(upstream.body as object, (status < 400 ? 502 : status) as ContentfulStatusCode);
      }

      const tokens = tokensOf(upstream.body);
      if (parsed.sso && !tokens) {
        logError("accounts service answered a single sign-on without its tokens", {
          provider,
          status,
          requestId: c.var.requestId,
        });
        return c.json({}, 502);
      }
      await sendMarketingLead(c, parsed.request, tokens?.access_token ?? null, provider);
      // 204 and 205 carry no body; the page reads one.
      return c.json(upstream.body as object, (status === 204 || status === 205 ? 200 : status) as ContentfulStatusCode);
    },
  );
  return signUp;
}
