import { accountFromToken } from "../signup/access-token.ts";

/** What the console's token says about the user (docs/leads.md: email, first_name, last_name, organization.name). */
export interface Prefill {
  first_name?: string;
  last_name?: string;
  email?: string;
  company?: string;
}

/**
 * docs/leads.md: the `token` query parameter decoded (not verified: it only fills in fields the
 * person can see and change) to prefill first name, last name, email and organization.
 * A token that does not decode, or holds none of these, gives null; the failure is only logged.
 */
export function prefillFromToken(token: string | null): Prefill | null {
  if (!token) return null;
  const account = accountFromToken(token);
  if (!account) {
    console.error("The funnel's token could not be decoded; the form is not prefilled");
    return null;
  }
  const prefill: Prefill = {
    first_name: account.first_name ?? undefined,
    last_name: account.last_name ?? undefined,
    email: account.email ?? undefined,
    company: account.organization ?? undefined,
  };
  const found = Object.fromEntries(Object.entries(prefill).filter(([, value]) => value !== undefined)) as Prefill;
  return Object.keys(found).length > 0 ? found : null;
}
