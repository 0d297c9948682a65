import { decodeJwt } from "jose";

/** What the console's token says about the user (spec §3.6: email, first_name, last_name, organization.name). */
export interface Prefill {
  first_name?: string;
  last_name?: string;
  email?: string;
  company?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 150) : undefined;
}

/**
 * Spec §5.3: the `token` query parameter decoded (not verified: it only fills in fields the
 * person can see and change) to prefill first name, last name, email and organization.
 * A token that does not decode, or holds none of these, gives null; the failure is only logged.
 */
export function prefillFromToken(token: string | null): Prefill | null {
  if (!token) return null;
  try {
    const claims = decodeJwt(token);
    const organization = claims.organization as { name?: unknown } | undefined;
    const prefill: Prefill = {
      first_name: text(claims.first_name),
      last_name: text(claims.last_name),
      email: text(claims.email),
      company: text(organization?.name),
    };
    const found = Object.fromEntries(Object.entries(prefill).filter(([, value]) => value !== undefined)) as Prefill;
    return Object.keys(found).length > 0 ? found : null;
  } catch (error) {
    console.error("The funnel's token could not be decoded; the form is not prefilled", error);
    return null;
  }
}
