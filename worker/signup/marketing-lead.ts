import { analyticsAllowed, type LeadContext } from "../../client/forms/lead-context.ts";
import { fieldOfWorkAt, useCaseLabel } from "../../client/forms/options.ts";
import { CONSENT_COOKIE, cookieValue, parseConsent } from "../../client/consent/record.ts";
import type { FormInput } from "../../client/forms/schemas.ts";
import { accountFromToken } from "../../client/signup/access-token.ts";
import type { SignUpRequest } from "../../client/signup/schema.ts";

/**
 * docs/signup.md: the marketing-system lead of a new account (Firstname, Lastname, Email,
 * Company, Use_Case repeated, the job function of docs/signup.md). The email path has the names in
 * its payload; single sign-on has them in the access token the accounts service returned
 * (docs/signup.md). Null when no email is known (the lead would reach nobody).
 */
export function marketingLead(request: SignUpRequest, accessToken: string | null): FormInput<"marketing-lead"> | null {
  const common = {
    Use_Case: request.use_cases.map(useCaseLabel),
    Job_Function: fieldOfWorkAt(request.position).jobFunction,
  };
  if ("email" in request) {
    return {
      ...common,
      Firstname: request.first_name,
      Lastname: request.last_name,
      Email: request.email,
      Company: request.organization_name,
    };
  }
  const account = accountFromToken(accessToken);
  if (!account?.email) return null;
  return {
    ...common,
    Firstname: account.first_name ?? "",
    Lastname: account.last_name ?? "",
    Email: account.email,
    Company: account.organization ?? request.organization_name,
  };
}

/**
 * docs/leads.md: the context of a sign-up's marketing lead: the page the sign-up was sent from
 * (its Referer, when it is this site's), and the campaign when the visitor's consent cookie
 * grants analytics.
 */
export function marketingLeadContext(
  request: SignUpRequest,
  headers: { referer?: string; cookie?: string; url: string },
) {
  const context: LeadContext = {};
  const referer = headers.referer && URL.canParse(headers.referer) ? new URL(headers.referer) : null;
  if (referer && referer.host === new URL(headers.url).host) context.page = referer.pathname.slice(0, 500);
  const source = request.utm?.utm_source;
  if (source && analyticsAllowed(parseConsent(cookieValue(headers.cookie ?? "", CONSENT_COOKIE))))
    context.utm = { ...request.utm, utm_source: source };
  return context;
}
