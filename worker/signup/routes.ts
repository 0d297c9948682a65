import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { bodyLimit } from "hono/body-limit";
import { accountsPayload, parseSignUpRequest, type ParsedSignUp } from "../../client/signup/schema.ts";
import type { AppEnv } from "../bindings.ts";
import { logError, logWarning } from "../log.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { sameOrigin } from "../middleware/same-origin.ts";
import { accountsTimeoutMs, accountsUrl, remoteAccounts, type AccountsService } from "./accounts-service.ts";
import { forwardSignUp, type Upstream } from "./forward.ts";
import { type Provider, sendMarketingLead } from "./send-marketing-lead.ts";
import { genericBody, upstreamAnswer } from "./upstream-answer.ts";

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

type Valid = Extract<ParsedSignUp, { ok: true }>;

/** The remote service when ACCOUNTS_API_URL is set; else the local entry's embedded one; else none (production without it). */
function accountsService(c: Context<AppEnv>): AccountsService | null {
  const url = accountsUrl(c.env.ACCOUNTS_API_URL);
  if (url) return remoteAccounts(url, c.env.ACCOUNTS_API_KEY?.trim() || null);
  return c.var.embeddedAccounts?.service(c.env) ?? null;
}

/** The post read and checked with the page's own schemas, or the answer that refuses it. */
async function readSignUp(c: Context<AppEnv>): Promise<Valid | Response> {
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? ""))
    return c.json({ error: SIGNUP_ERRORS.notJson }, 415);
  let input: unknown;
  try {
    input = await c.req.json();
  } catch {
    return c.json({ error: SIGNUP_ERRORS.badJson }, 400);
  }
  const parsed = parseSignUpRequest(input);
  return parsed.ok ? parsed : c.json(parsed.fields, 400);
}

/**
 * The page's answer for the accounts service's (upstream-answer.ts): its tokens on success,
 * the texts of a refusal that a visitor may read, else the generic message; what was left
 * out is logged with the request id (statuses, keys and codes, never a value).
 */
async function answerPage(c: Context<AppEnv>, parsed: Valid, upstream: Upstream): Promise<Response> {
  const provider: Provider = parsed.sso || "email";
  const requestId = c.var.requestId;
  if (upstream.kind === "timeout") {
    logError("accounts service did not answer in time", { provider, timeoutMs: upstream.timeoutMs, requestId });
    return c.json({ error: SIGNUP_ERRORS.timeout }, 504);
  }
  if (upstream.kind === "unreachable") {
    logError("accounts service unreachable", { provider, reason: upstream.error, requestId });
    return c.json({ error: SIGNUP_ERRORS.unreachable }, 502);
  }
  const secrets = [c.env.ACCOUNTS_API_KEY ?? ""];
  const answer = upstreamAnswer(upstream.status, upstream.body, { secrets, unreadable: upstream.unreadable });
  if (answer.kind === "generic") {
    const line = { provider, status: upstream.status, answered: answer.status, reason: answer.reason, requestId };
    logWarning("accounts service answer shown as the generic message", line);
    return c.json(genericBody(requestId), answer.status);
  }
  if (answer.kind === "refusal") return c.json(answer.body as object, answer.status);
  const access = answer.body.access_token ?? null;
  if (parsed.sso && (!access || !answer.body.refresh_token)) {
    logError("accounts service answered a single sign-on without its tokens", { provider, requestId });
    return c.json(genericBody(requestId), 502);
  }
  await sendMarketingLead(c, parsed.request, access, provider);
  return c.json(answer.body, answer.status);
}

/**
 * `POST /api/signup`: the page's account creation (docs/signup.md). From this site's pages
 * only, rate-limited, at most 16 KB; the body is checked with the page's own schemas
 * (client/signup/schema.ts), then forwarded to the accounts service with a deadline. What
 * the service answers is read with a size cap and never passed through (answerPage). On
 * success the marketing lead is sent.
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
      const parsed = await readSignUp(c);
      if (parsed instanceof Response) return parsed;
      const service = accountsService(c);
      if (!service) {
        logError("sign-up refused: ACCOUNTS_API_URL is not set", { requestId: c.var.requestId });
        return c.json({ error: SIGNUP_ERRORS.unavailable }, 503);
      }
      const upstream = await forwardSignUp(service, accountsPayload(parsed.request), {
        timeoutMs: accountsTimeoutMs(c.env.ACCOUNTS_TIMEOUT_MS),
        headers: { "x-request-id": c.var.requestId, "x-forwarded-for": c.req.header("cf-connecting-ip") ?? "" },
      });
      return answerPage(c, parsed, upstream);
    },
  );
  return signUp;
}
