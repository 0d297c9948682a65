import type { Context } from "hono";
import type { SignUpRequest } from "../../client/signup/schema.ts";
import type { AppEnv } from "../bindings.ts";
import { acceptLead } from "../forms/intake.ts";
import { logError, logWarning } from "../log.ts";
import { marketingLead, marketingLeadContext } from "./marketing-lead.ts";

/** Which path a sign-up takes, for log lines (never the values). */
export type Provider = "email" | "google" | "github";

/**
 * docs/signup.md: the new account's marketing lead, through the lead pipeline (D1, then the Queue).
 * The account exists whatever happens here, so a failure is logged, never answered.
 */
export async function sendMarketingLead(
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
